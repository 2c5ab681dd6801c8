import path from 'node:path';

import type { Plugin, Rolldown } from 'vite';

import type { Prerender, PrerenderModule } from './prerender.ts';

type OutputBundle = Rolldown.OutputBundle;

/** The lazy route modules whose components the frame shows; their stylesheets go into the page. */
const FRAME_MODULES = ['src/app/layouts/portal-layout.tsx', 'src/app/portal/home-route.tsx'];

/** The frame's markup and antd theme variables, shaped for a page without the app. */
function renderFrame(frame: PrerenderModule): { html: string; css: string } {
  const { html, css } = frame.renderLandingFrame();
  // Rendered in a memory router, whose links are paths; the app's hash router writes `#/…`. The
  // footer goes: the page's placeholder keeps it below the fold, and every page downloads the frame.
  // Buttons need the app (the phone menu's toggle): disabled until it replaces the frame.
  const shown = html
    .replaceAll(' href="/', ' href="#/')
    .replace(/<footer[\s\S]*<\/footer>/, '')
    .replaceAll('<button ', '<button disabled ');
  // antd's extraction ends with a list of cached style paths, the static styles' business: a
  // second, empty list would win the cascade and make antd regenerate every style.
  return { html: shown, css: css.replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/g, '') };
}

/** The stylesheets of the frame's lazy chunks and of the chunks they import, by file name. */
function frameStylesheets(bundle: OutputBundle, root: string): string[] {
  const wanted = new Set(FRAME_MODULES.map((m) => path.join(root, m)));
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || seen.has(fileName)) return;
    seen.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => found.add(css));
    chunk.imports.forEach(visit);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type === 'chunk' && chunk.facadeModuleId && wanted.has(chunk.facadeModuleId)) visit(fileName);
  }
  return [...found];
}

/**
 * The inline script in <head>, run before the body is parsed: on the landing only, it marks the
 * page and links the frame's stylesheet, which shows the frame in place of the splash. The link
 * blocks rendering (as a stylesheet in the HTML would), so that the first paint is the frame.
 * Other pages download none of it. The chunks' own stylesheets, whose rules the frame's holds,
 * get disabled links (never fetched) so that the chunks' loader does not fetch them again; those
 * go if the frame's stylesheet fails to load.
 */
function switchScript(landing: PrerenderModule['LANDING'], frameCss: string, chunkCss: string[]): string {
  return (
    `(function(){var d=document,h=location.hash.split('?')[0];` +
    `if(${JSON.stringify(landing.hashes)}.indexOf(h)<0||(' '+d.cookie).indexOf(' ${landing.tokenCookie}=')>=0)return;` +
    `d.documentElement.setAttribute('data-landing','');` +
    `function link(href,disabled){var l=d.createElement('link');l.rel='stylesheet';l.href=href;l.disabled=disabled;` +
    `if(!disabled)l.setAttribute('blocking','render');d.head.appendChild(l);return l}` +
    `var frame=link(${JSON.stringify(frameCss)},false),chunks=${JSON.stringify(chunkCss)}.map(function(h){return link(h,true)});` +
    // Without the frame's stylesheet the splash stays, and the chunks load their own again.
    `frame.onerror=function(){chunks.forEach(function(l){l.remove()})}})()`
  );
}

/**
 * The home page's first frame in index.html. On a slow phone the scripts take seconds to arrive;
 * until now the page showed a splash meanwhile, and the landing (its largest text included)
 * appeared only once React had rendered it. The frame is the same page rendered at build time
 * (`src/app/prerender.tsx`), hidden in every page and shown on the landing by its stylesheet,
 * which a tiny inline script links there (the CSP allows that script by its hash). React's first
 * render replaces it like the splash. Its links are real `#/…` links, so a tap before the scripts
 * arrive still goes where it says.
 */
export function landingFrame(prerender: Prerender): Plugin {
  let root = '';
  return {
    name: 'coalsim-landing-frame',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const html = String(page.source);
      const prerendered = await prerender.load(root);
      const frame = renderFrame(prerendered);
      // The entry's stylesheet is in the page already (first-paint-html).
      const chunkCss = frameStylesheets(bundle, root).filter((name) => !html.includes(`/${name}"`));
      const css = [
        frame.css,
        ...chunkCss.map((name) => String((bundle[name] as Rolldown.OutputAsset).source)),
        '[data-landing] #root>.landing-frame{display:contents}[data-landing] #root>.boot{display:none}',
      ].join('\n');
      const frameCss = this.getFileName(
        this.emitFile({ type: 'asset', name: 'landing-frame.css', source: css }),
      );
      const script = switchScript(
        prerendered.LANDING,
        `/${frameCss}`,
        chunkCss.map((name) => `/${name}`),
      );
      page.source = html
        .replace(
          '</head>',
          () =>
            `  <style>#root>.landing-frame{display:none}</style>\n    <script>${script}</script>\n  </head>`,
        )
        .replace(
          /<div class="boot">[\s\S]*?<\/div>/,
          (boot) => `${boot}\n      <div class="landing-frame">${frame.html}</div>`,
        );
      if (!String(page.source).includes('class="landing-frame"'))
        throw new Error('landing-frame: index.html has no splash to put the frame after');
    },
  };
}
