import { createHash } from 'node:crypto';

import type { Plugin } from 'vite';

import { ANTD_APP_STYLES_ATTRIBUTE, ANTD_STYLES_ATTRIBUTE, LINK_HREF } from '../src/app/antd-styles.ts';
import type { Prerender } from './prerender.ts';

/**
 * antd writes each component's stylesheet in the browser the first time the component renders:
 * computing and inserting it was the largest part of the main-thread work of a first visit on a
 * slow phone (the registration form alone brings about 200 KB of CSS, most of it the grid). This plugin
 * writes the stylesheets of the public pages' components, rendered at build time with antd's own
 * server-side extraction (`renderFirstVisitStyles` in `src/app/prerender.tsx`), to a file of its
 * own (about 13 KB compressed), linked first in <head>, where antd would have inserted them, ahead
 * of the app's own styles. The link has no href yet (its address is in data-href: Chromium
 * downloads a disabled stylesheet linked in the markup) and is disabled, so pages that render no
 * antd (home, sign-in, a software's details) neither download nor match its 200 KB of rules (inline, they held a shared
 * software link's first paint back by about 130 ms in Lighthouse's mobile run); what renders antd
 * enables it and waits for it first (`src/app/antd-styles.ts`). The extracted CSS ends with the
 * list of style paths it holds, which antd reads on start-up: it then skips computing and
 * inserting those styles. The styles refer to
 * the theme through CSS variables, so theme and size changes still apply; the class hash does not
 * depend on the theme.
 *
 * A second file holds the styles of every antd component the app uses (`renderAppStyles`, about
 * 50 KB compressed), for the pages that are not public: the personal centre's and the back office's
 * tables, forms, pickers and dialogs had their styles computed in the browser on every first visit.
 * It holds the first file's styles too, and the list of all the style paths: antd reads one list,
 * so a page enables one of the two files (`src/app/antd-styles.ts`).
 */
export function antdStaticStyles(prerender: Prerender): Plugin {
  let root = '';
  const files: { fileName: string; attribute: string }[] = [];
  return {
    name: 'coalsim-antd-static-styles',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const prerendered = await prerender.load(root);
      files.length = 0;
      for (const [name, attribute, css] of [
        ['antd-static', ANTD_STYLES_ATTRIBUTE, prerendered.renderFirstVisitStyles()],
        ['antd-static-app', ANTD_APP_STYLES_ATTRIBUTE, prerendered.renderAppStyles()],
      ] as const) {
        if (!css.includes('data-ant-cssinjs-cache-path'))
          throw new Error(`antd-static-styles: the extracted CSS of ${name} lacks its list of style paths`);
        // Named by its content, as Vite names assets, so browsers may keep it for a year.
        const fileName = `assets/${name}-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
        this.emitFile({ type: 'asset', fileName, source: css });
        files.push({ fileName, attribute });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          '</title>',
          () =>
            `</title>${files.map((f) => `\n    <link rel="stylesheet" ${LINK_HREF}="/${f.fileName}" disabled ${f.attribute}>`).join('')}`,
        ),
    },
  };
}
