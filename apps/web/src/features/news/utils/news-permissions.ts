import { permissions, SUPER_ADMIN } from '@coalsim/contract';

const { news } = permissions;

/** What 资讯管理's buttons need, 'admin' listed explicitly; the server checks the same strings. */
export const NEWS_PERMISSIONS = {
  list: [SUPER_ADMIN, news.list],
  add: [SUPER_ADMIN, news.add],
  edit: [SUPER_ADMIN, news.edit],
  del: [SUPER_ADMIN, news.del],
} as const;
