import type { Plugin, Rolldown } from 'vite';

import { ANTD_STYLES_ATTRIBUTE, LINK_HREF } from '../src/app/antd-styles.ts';
import { chunkClosure } from './chunk-closure.ts';
import type { Prerender, PrerenderModule } from './prerender.ts';

type OutputBundle = Rolldown.OutputBundle;

type FrameSpec = PrerenderModule['FRAMES'][number];

/** A frame's markup and antd theme variables, shaped for a page without the app. */
export function shapeFrame({ html, css }: { html: string; css: string }): { html: string; css: string } {
  // Rendered in a memory router, whose links are paths; the app's hash router writes `#/…`. The
  // footer goes: the page's placeholder keeps it below the fold, and every page downloads the frame.
  // Buttons need the app (the phone menu's toggle): disabled until it replaces the frame. Text
  // boxes are read-only meanwhile, as what was typed would go with the frame. The search button
  // stays enabled, as antd greys out a disabled one: a tap on it before the app does nothing.
  const shown = html
    .replaceAll(' href="/', ' href="#/')
    .replace(/<footer[\s\S]*<\/footer>/, '')
    .replace(/<button (?![^>]*ant-input-search-btn)/g, '<button disabled ')
    .replace(/<input (?![^>]*type="(?:radio|checkbox)")/g, '<input readonly ');
  // antd's extraction ends with a list of cached style paths, the static styles' business: a
  // second, empty list would win the cascade and make antd regenerate every style.
  return { html: shown, css: css.replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/g, '') };
}

/** The stylesheets of the frame's lazy chunks and of the chunks they import, by file name. */
function frameStylesheets(bundle: OutputBundle, root: string, modules: readonly string[]): string[] {
  const css = chunkClosure(bundle, root, modules).flatMap((chunk) => [
    ...(chunk.viteMetadata?.importedCss ?? []),
  ]);
  return [...new Set(css)];
}

/**
 * A frame's stylesheet: its antd theme variables, the rules of its route chunks' own stylesheets
 * (`chunkCss`, by file name) that the page does not link already, and the rule that shows it in
 * place of the splash once the page is marked with its name (`data-landing`).
 */
export function frameStylesheet(
  bundle: OutputBundle,
  root: string,
  page: string,
  name: string,
  themeCss: string,
  routeModules: readonly string[],
): { source: string; chunkCss: string[] } {
  // The entry's stylesheet is linked by the page already (first-paint-html); a file the page only
  // names (another frame's script lists its chunks' stylesheets) is not.
  const chunkCss = frameStylesheets(bundle, root, routeModules).filter(
    (file) => !page.includes(`href="/${file}"`),
  );
  const shown = `[data-landing=${name}] #root>.landing-frame[data-frame=${name}]{display:contents}`;
  const source = [
    themeCss,
    ...chunkCss.map((file) => String((bundle[file] as Rolldown.OutputAsset).source)),
    `${shown}[data-landing] #root>.boot{display:none}`,
  ].join('\n');
  return { source, chunkCss };
}

interface BuiltFrame {
  spec: FrameSpec;
  html: string;
  /** The frame's stylesheet, by URL. */
  css: string;
  /** The route chunks' own stylesheets, whose rules the frame's holds. */
  chunkCss: string[];
  /** Whether it shows antd components, whose styles are antd's first-visit stylesheet's. */
  antd: boolean;
}

/**
 * The inline script in <head>, run before the body is parsed: at an address with a frame, it marks
 * the page with the frame's name and links the frame's stylesheet, which shows that frame in place
 * of the splash. The link blocks rendering (as a stylesheet in the HTML would), so that the first
 * paint is the frame. Other addresses download none of it. The chunks' own stylesheets, whose rules
 * the frame's holds, get disabled links (never fetched) so that the chunks' loader does not fetch
 * them again; those go if the frame's stylesheet fails to load.
 */
function switchScript(frames: BuiltFrame[], tokenCookie: string): string {
  const table = frames.map((f) => ({ n: f.spec.name, h: f.spec.hashes, c: f.css, s: f.chunkCss, a: f.antd }));
  return (
    `(function(){var d=document,f,t=${JSON.stringify(table)};` +
    `for(var i=0;i<t.length;i++)if(t[i].h.indexOf(location.hash)>=0)f=t[i];` +
    `if(!f||(' '+d.cookie).indexOf(' ${tokenCookie}=')>=0)return;` +
    `d.documentElement.setAttribute('data-landing',f.n);` +
    `function link(href,disabled){var l=d.createElement('link');l.rel='stylesheet';l.href=href;l.disabled=disabled;` +
    `if(!disabled)l.setAttribute('blocking','render');d.head.appendChild(l);return l}` +
    `var frame=link(f.c,false),chunks=f.s.map(function(h){return link(h,true)}),a=f.a&&d.querySelector('link[${ANTD_STYLES_ATTRIBUTE}]');` +
    // A frame of antd components needs antd's first-visit styles (build/antd-static-styles.ts) for
    // its first paint: their link, disabled in <head>, is enabled here and blocks rendering too.
    `if(a){a.setAttribute('blocking','render');a.href||(a.href=a.getAttribute('${LINK_HREF}'));a.disabled=false}` +
    // Without the frame's stylesheet the splash stays, and the chunks load their own again.
    `frame.onerror=function(){chunks.forEach(function(l){l.remove()})}})()`
  );
}

/**
 * First frames of the pages a visitor most often opens first (the home page, the software centre)
 * in index.html. On a slow phone the scripts take seconds to arrive; until now the page showed a
 * splash meanwhile, and the page (its largest text included) appeared only once React had rendered
 * it. A frame is the same page rendered at build time (`src/app/prerender.tsx`), hidden in every
 * page and shown at its address by its stylesheet, which a tiny inline script links there (the CSP
 * allows that script by its hash). React's first render replaces it like the splash. Its links are
 * real `#/…` links, so a tap before the scripts arrive still goes where it says.
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
      const frames = prerendered.FRAMES.map((spec): BuiltFrame => {
        const frame = shapeFrame(prerendered.renderFrame(spec));
        const { source: css, chunkCss } = frameStylesheet(
          bundle,
          root,
          html,
          spec.name,
          frame.css,
          spec.routeModules,
        );
        const file = this.getFileName(
          this.emitFile({ type: 'asset', name: `${spec.name}-frame.css`, source: css }),
        );
        return {
          spec,
          html: frame.html,
          css: `/${file}`,
          chunkCss: chunkCss.map((name) => `/${name}`),
          antd: /class="[^"]*\bant-/.test(frame.html),
        };
      });
      const script = switchScript(frames, prerendered.FRAME_TOKEN_COOKIE);
      const markup = frames
        .map((f) => `<div class="landing-frame" data-frame="${f.spec.name}">${f.html}</div>`)
        .join('\n      ');
      page.source = html
        .replace(
          '</head>',
          () =>
            `  <style>#root>.landing-frame{display:none}</style>\n    <script>${script}</script>\n  </head>`,
        )
        .replace(/<div class="boot">[\s\S]*?<\/div>/, (boot) => `${boot}\n      ${markup}`);
      if (!String(page.source).includes('class="landing-frame"'))
        throw new Error('landing-frame: index.html has no splash to put the frames after');
    },
  };
}
