import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import react from '@vitejs/plugin-react';
import { build, defaultServerConditions } from 'vite';
import type { Plugin, Rolldown } from 'vite';

import type * as FrameModuleType from '../src/app/landing-frame.tsx';

type OutputBundle = Rolldown.OutputBundle;
type FrameModule = typeof FrameModuleType;

const ENTRY = 'src/app/landing-frame.tsx';
/** The lazy route modules whose components the frame shows; their stylesheets go into the page. */
const FRAME_MODULES = ['src/app/layouts/portal-layout.tsx', 'src/app/portal/home-route.tsx'];

/**
 * Renders the frame in Node: a server build of its entry with everything bundled (one copy of
 * React and antd, whatever their package formats), written to a temporary folder and imported.
 * CSS modules get the same class names as in the browser build: Vite derives them from the CSS.
 */
async function renderFrame(
  root: string,
): Promise<{ html: string; css: string; landing: FrameModule['LANDING'] }> {
  const result = await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultServerConditions] },
    ssr: { noExternal: true },
    build: { ssr: ENTRY, write: false, minify: false, rolldownOptions: { output: { codeSplitting: false } } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'coalsim-landing-'));
  try {
    let entry = '';
    for (const file of outputs.flatMap((o) => o.output)) {
      if (file.type !== 'chunk') continue;
      writeFileSync(path.join(dir, file.fileName), file.code);
      if (file.isEntry) entry = file.fileName;
    }
    const frame = (await import(pathToFileURL(path.join(dir, entry)).href)) as FrameModule;
    const { html, css } = frame.renderLandingFrame();
    // Rendered in a memory router, whose links are paths; the app's hash router writes `#/…`. The
    // footer goes: the page's placeholder keeps it below the fold, and every page downloads the frame.
    // Buttons need the app (the phone menu's toggle): disabled until it replaces the frame.
    const shown = html
      .replaceAll(' href="/', ' href="#/')
      .replace(/<footer[\s\S]*<\/footer>/, '')
      .replaceAll('<button ', '<button disabled ');
    return { html: shown, css, landing: frame.LANDING };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
function switchScript(landing: FrameModule['LANDING'], frameCss: string, chunkCss: string[]): string {
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
 * (`src/app/landing-frame.tsx`), hidden in every page and shown on the landing by its stylesheet,
 * which a tiny inline script links there (the CSP allows that script by its hash). React's first
 * render replaces it like the splash. Its links are real `#/…` links, so a tap before the scripts
 * arrive still goes where it says.
 */
export function landingFrame(): Plugin {
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
      const frame = await renderFrame(root);
      // The entry's stylesheet is in the page already (first-paint-html).
      const chunkCss = frameStylesheets(bundle, root).filter((name) => !html.includes(`/${name}"`));
      // antd's extraction ends with a list of cached style paths, the static styles' business: a
      // second, empty list would win the cascade and make antd regenerate every style.
      const vars = frame.css.replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/g, '');
      const css = [
        vars,
        ...chunkCss.map((name) => String((bundle[name] as Rolldown.OutputAsset).source)),
        '[data-landing] #root>.landing-frame{display:contents}[data-landing] #root>.boot{display:none}',
      ].join('\n');
      const frameCss = this.getFileName(
        this.emitFile({ type: 'asset', name: 'landing-frame.css', source: css }),
      );
      const script = switchScript(
        frame.landing,
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
