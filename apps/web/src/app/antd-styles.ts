/** Marks index.html's link to antd's first-visit styles (`build/antd-static-styles.ts`). */
export const ANTD_STYLES_ATTRIBUTE = 'data-antd-static';

let ready: Promise<void> | undefined;

/**
 * Applies antd's first-visit styles, linked disabled in index.html, and settles once they are in
 * (or failed: antd then writes its styles itself). What renders antd waits for this first, because
 * antd reads the list of styles that are already there only once, on its first render. Settles at
 * once where there is no such link (the dev server, tests).
 */
export function antdStylesReady(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    const link = document.querySelector<HTMLLinkElement>(`link[${ANTD_STYLES_ATTRIBUTE}]`);
    // In already, when the start-up script enabled it for a page that renders antd.
    if (!link || (!link.disabled && link.sheet)) {
      resolve();
      return;
    }
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.disabled = false;
  });
  return ready;
}
