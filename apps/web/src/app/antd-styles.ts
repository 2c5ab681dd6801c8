import { paths } from '../config/paths';

/** Marks index.html's link to antd's first-visit styles (`build/antd-static-styles.ts`). */
export const ANTD_STYLES_ATTRIBUTE = 'data-antd-static';
/** Marks index.html's link to the styles of every antd component the app uses. */
export const ANTD_APP_STYLES_ATTRIBUTE = 'data-antd-static-app';
/**
 * Where those two links keep their address until a page enables one: Chromium downloads a
 * disabled stylesheet linked in the markup (both files, 65 KB, on pages that render no antd), but
 * not one without an href.
 */
export const LINK_HREF = 'data-href';

/** Enables one of those links: gives it its address, then turns it on. */
export function enableStylesLink(link: HTMLLinkElement): void {
  const href = link.getAttribute(LINK_HREF);
  if (href && !link.getAttribute('href')) link.setAttribute('href', href);
  link.disabled = false;
}

/** The public pages that render antd, whose components the first-visit styles hold. */
const PUBLIC_PATHS: readonly string[] = [
  paths.soft,
  paths.news,
  paths.newsDetail,
  paths.register,
  paths.notFound,
  paths.unauthorized,
];

/** The address's path, as the hash router reads it. */
function currentPath(): string {
  return (
    window.location.hash
      .slice(1)
      .split('?')[0]!
      .replace(/(.)\/$/, '$1') || paths.root
  );
}

/**
 * Which of the two files the first page that renders antd needs: a public page (software centre,
 * news, registration, a certificate, the error pages) the first-visit styles, any other page (the
 * personal centre, the back office) those of every component; the second holds the first's too.
 */
export function antdStylesAttribute(path = currentPath()): string {
  const isPublic = PUBLIC_PATHS.includes(path) || path.startsWith(`${paths.cert}/`);
  return isPublic ? ANTD_STYLES_ATTRIBUTE : ANTD_APP_STYLES_ATTRIBUTE;
}

let ready: Promise<void> | undefined;

/**
 * Applies antd's static styles, linked disabled in index.html (the file the first page that renders
 * antd needs, `antdStylesAttribute`), and settles once they are in (or failed: antd then writes its
 * styles itself). What renders antd waits for this first, because antd reads the list of styles
 * that are already there only once, on its first render. Settles at once where there is no such
 * link (the dev server, tests).
 */
export function antdStylesReady(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    const link = document.querySelector<HTMLLinkElement>(`link[${antdStylesAttribute()}]`);
    // In already, when the start-up script enabled it for a page that renders antd.
    if (!link || (!link.disabled && link.sheet)) {
      resolve();
      return;
    }
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    enableStylesLink(link);
  });
  return ready;
}
