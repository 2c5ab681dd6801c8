// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

/** 0 directory (目录), 1 page (菜单), 2 button (按钮: a permission only). */
export const MENU_TYPE = { directory: 0, page: 1, button: 2 } as const;

export const EXTERNAL_LINK_MESSAGE = '外链必须以http://或者https://开头';

/** An external link (`iFrame`) must be a web address; the server refuses anything else. */
export function isHttpLink(path: string | null | undefined): boolean {
  return /^https?:\/\//i.test(path ?? '');
}
