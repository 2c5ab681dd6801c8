// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

/** 资讯管理: the back office writes news; the portal shows the published ones. */
export const NEWS_STATUSES = ['draft', 'published', 'offline'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
export const NEWS_STATUS_LABELS: Record<NewsStatus, string> = {
  draft: '草稿',
  published: '已发布',
  offline: '已下线',
};
