import type { Plugin, Rolldown } from 'vite';

import { ANTD_STYLES_ATTRIBUTE, LINK_HREF } from '../src/app/antd-styles.ts';
import { FRAME_SETTLED_GLOBAL } from '../src/lib/session-frame.ts';
import { routePreloadTable } from './route-preloads.ts';
import type { RoutePreload } from './route-preloads.ts';

type OutputBundle = Rolldown.OutputBundle;

/** The entry's stylesheets go into the page as <style> elements. */
function inlineEntryStyles(html: string, bundle: OutputBundle): string {
  let out = html;
  for (const [fileName, file] of Object.entries(bundle)) {
    if (file.type !== 'asset' || !fileName.endsWith('.css')) continue;
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${fileName.replace(/[.]/g, '\\.')}"[^>]*>`);
    // antd's first-visit styles stay a file: only what renders antd applies them.
    const tag = link.exec(out)?.[0];
    if (!tag || tag.includes(ANTD_STYLES_ATTRIBUTE)) continue;
    // The styles go into the page; the link stays, disabled (Chromium still downloads it, 2 KB), because lazy chunks
    // that import from the entry list its stylesheet among what to load first, and Vite's loader
    // skips a stylesheet that the page already links.
    out = out.replace(
      link,
      () =>
        `<style>${String(file.source).replaceAll('</', '<\\/')}</style>\n    ${tag.replace('<link ', '<link disabled ')}`,
    );
  }
  return out;
}

/**
 * The module scripts (the entry and its preloads) are requested once the first paint is on screen,
 * by a small inline script, instead of by tags in <head>. The first paint (the splash, or the
 * landing frame) needs none of them. Lighthouse's simulation counts every script requested before
 * the largest paint as holding that paint back, though in the browser it does not: with the tags,
 * a landing painted at 0.3 s scored as painted when 200 KB of scripts had crossed a slow network.
 * The browser reports the first contentful paint once it is presented; without that report (older
 * browsers) the scripts wait for one frame. A background tab paints nothing: there they load at
 * once, or when the tab is hidden; and never later than 3 s. The CSP allows the script by its hash.
 */
function scriptsAfterFirstPaint(html: string, routeTable: (loaded: Set<string>) => RoutePreload[]): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  let out = html.replace(
    /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g,
    (_tag, src: string) => {
      entries.push(src);
      return '';
    },
  );
  out = out.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  if (entries.length !== 1)
    throw new Error(`first-paint-html: expected one entry script, found ${entries.length}`);
  const routes = routeTable(new Set([...entries, ...preloads]));
  // Each preloaded chunk then runs as its own module script, one after the other, before the entry
  // (which finds them evaluated): evaluating them all in one go was the longest task of the first
  // visit (60–80 ms here, four times that on a slow phone). Dependencies still run first, as
  // imports always do; only the entry's own code waits for them.
  const loader =
    `(function(){var d=document,started=0,chunks=${JSON.stringify(preloads)};` +
    `function add(tag,attrs){var e=d.createElement(tag);e.crossOrigin='';for(var k in attrs)e[k]=attrs[k];d.head.appendChild(e);return e}` +
    // The landing page's entry in the table: [paths, chunks to preload, library chunks to run].
    `function route(){var p=location.hash.slice(1).split('?')[0].replace(/(.)\\/$/,'$1')||'/',t=${JSON.stringify(routes)};` +
    `for(var i=0;i<t.length;i++)if(t[i][0].indexOf(p)>=0)return t[i];return [0,[],[]]}` +
    `function run(i){var s=add('script',{type:'module',src:i<chunks.length?chunks[i]:${JSON.stringify(entries[0])}});` +
    `if(i<chunks.length)s.onload=s.onerror=function(){setTimeout(function(){run(i+1)},0)}}` +
    // The landing page's own chunks, which the router would otherwise ask for in one go once the
    // app runs (tens of links added inside its start-up task): preloaded here, one per task, as
    // the browser compiles each module when it arrives and a large one alone fills a task. Its
    // library chunks run with the entry's, one per task, before the entry.
    `function preloadRoute(files){(function next(k){if(k<files.length){add('link',{rel:'modulepreload',href:files[k]});setTimeout(function(){next(k+1)},0)}})(0)}` +
    // A landing page that renders antd (its core among the chunks to run) needs antd's first-visit
    // styles too (build/antd-static-styles.ts): their link is enabled now, so they download with
    // the scripts rather than after them.
    `function start(){if(started)return;started=1;var r=route(),a;chunks=chunks.concat(r[2]);chunks.forEach(function(h){add('link',{rel:'modulepreload',href:h})});` +
    `if(r[2].length&&(a=d.querySelector('link[${ANTD_STYLES_ATTRIBUTE}]'))){a.href||(a.href=a.getAttribute('${LINK_HREF}'));a.disabled=false}run(0);setTimeout(function(){preloadRoute(r[1])},0)}` +
    // A signed-in page's frame on its way (build/session-frames.ts) is the page's largest paint:
    // the scripts wait until it is painted, or known not to come.
    `function nextFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}` +
    `function painted(){var f=window.${FRAME_SETTLED_GLOBAL};f&&f.then?f.then(nextFrame,nextFrame):start()}` +
    `function afterPaint(){try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();painted()}});` +
    `o.observe({type:'paint',buffered:true})}catch(e){nextFrame()}setTimeout(start,3000)}` +
    `if(d.visibilityState==='hidden')start();else{afterPaint();d.addEventListener('visibilitychange',start)}})()`;
  return out.replace('</body>', () => `  <script>${loader}</script>\n  </body>`);
}

/**
 * Shapes index.html for the first paint on a slow phone:
 * - the entry stylesheet (reset and page basics, a few KB) is inlined: a linked stylesheet blocks
 *   the first paint until it arrives, and on a slow connection it arrives behind the scripts
 *   downloading at the same time. The server's CSP allows <style> elements.
 * - the scripts are requested after the first paint, which needs none of them.
 */
export function firstPaintHtml(): Plugin {
  let root = '';
  return {
    name: 'coalsim-first-paint-html',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      html.source = scriptsAfterFirstPaint(inlineEntryStyles(String(html.source), bundle), (loaded) =>
        routePreloadTable(bundle, root, loaded),
      );
    },
  };
}
