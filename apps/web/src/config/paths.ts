/** Every in-app URL, so components never spell a path by hand. */
export const paths = {
  root: '/',
  home: '/index',
  login: '/login',
  register: '/register',
  notFound: '/404',
  unauthorized: '/401',
  /** The back office's home (spec: /dashboard redirects here). */
  adminHome: '/home',
  userCenter: '/user/center',
  /** Prefix of the refresh helper: `/redirect/<path>` replaces itself with `/<path>`. */
  redirect: '/redirect',
} as const;

/** Re-mounts the page at `path` (used by the tags bar's 刷新) by bouncing through `/redirect`. */
export function refreshHref(path: string): string {
  return `${paths.redirect}${path.startsWith('/') ? path : `/${path}`}`;
}
