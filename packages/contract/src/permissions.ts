/**
 * Permission strings, named once. The server's requirePermission and the web's checkPermission
 * both read them from here; `admin` (the super admin) passes every check on the server.
 */
export const SUPER_ADMIN = 'admin';
/** What a user with no permission at all gets, so that the client never loops on "no roles". */
export const ROLE_SYSTEM_DEFAULT = 'ROLE_SYSTEM_DEFAULT';

export const permissions = {
  online: { list: 'online:list', del: 'online:del' },
  user: { list: 'user:list', add: 'user:add', edit: 'user:edit', del: 'user:del' },
  roles: { list: 'roles:list', add: 'roles:add', edit: 'roles:edit', del: 'roles:del' },
  menu: { list: 'menu:list', add: 'menu:add', edit: 'menu:edit', del: 'menu:del' },
  dict: { list: 'dict:list', add: 'dict:add', edit: 'dict:edit', del: 'dict:del' },
  enterprise: { list: 'enterprise:list', edit: 'enterprise:edit' },
  log: { list: 'log:list' },
  storage: { list: 'storage:list', add: 'storage:add', edit: 'storage:edit', del: 'storage:del' },
  job: { list: 'job:list', add: 'job:add', edit: 'job:edit', del: 'job:del' },
  assess: { list: 'assess:list', add: 'assess:add', edit: 'assess:edit', del: 'assess:del' },
  soft: { list: 'soft:list', edit: 'soft:edit' },
  news: { list: 'news:list', add: 'news:add', edit: 'news:edit', del: 'news:del' },
  device: { list: 'device:list', edit: 'device:edit' },
  deploy: { list: 'deploy:list', add: 'deploy:add', del: 'deploy:del' },
  monitor: { list: 'monitor:list', edit: 'monitor:edit' },
  database: { list: 'database:list', add: 'database:add', edit: 'database:edit', del: 'database:del' },
  generator: { list: 'generator:list', edit: 'generator:edit' },
  exam: { list: 'exam:list', add: 'exam:add', edit: 'exam:edit', del: 'exam:del' },
} as const;
