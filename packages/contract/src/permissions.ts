/**
 * Permission strings, named once. The server's requirePermission and the web's checkPermission
 * both read them from here; `admin` (the super admin) passes every check on the server.
 */
export const SUPER_ADMIN = 'admin';
/** What a user with no permission at all gets, so that the client never loops on "no roles". */
export const ROLE_SYSTEM_DEFAULT = 'ROLE_SYSTEM_DEFAULT';

export const permissions = {
  online: { list: 'online:list', del: 'online:del' },
} as const;
