import type { Plugin } from 'vite';

import type { Prerender } from './prerender.ts';

/**
 * antd writes each component's stylesheet in the browser the first time the component renders:
 * computing and inserting it was the largest part of the main-thread work of a first visit on a
 * slow phone (the registration form alone brings about 200 KB of CSS, most of it the grid). This plugin
 * puts the stylesheets of the public pages' components, rendered at build time with antd's own
 * server-side extraction (`renderFirstVisitStyles` in `src/app/prerender.tsx`), into index.html
 * (about 13 KB compressed). The extracted CSS ends with the list of style paths it holds, which
 * antd reads on start-up: it then skips computing and inserting those styles. The styles refer to
 * the theme through CSS variables, so theme and size changes still apply; the class hash does not
 * depend on the theme.
 */
export function antdStaticStyles(prerender: Prerender): Plugin {
  let root = '';
  let css = '';
  return {
    name: 'coalsim-antd-static-styles',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      css = (await prerender.load(root)).renderFirstVisitStyles();
      if (!css.includes('data-ant-cssinjs-cache-path'))
        throw new Error('antd-static-styles: the extracted CSS lacks its list of style paths');
    },
    transformIndexHtml: {
      order: 'post',
      // First in <head>, where antd would have inserted them, ahead of the app's own styles.
      handler: (html) =>
        html.replace('</title>', () => `</title>\n    <style>${css.replaceAll('</', '<\\/')}</style>`),
    },
  };
}
