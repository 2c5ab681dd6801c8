import type { Plugin } from 'vite';

import { LANDING_PAGES } from '../src/app/landing-pages.ts';
import { settings } from '../src/config/settings.ts';
import { EARLY_REQUESTS_GLOBAL, SESSION_REQUESTS } from '../src/lib/early-requests.ts';

/** A landing page's address paths and the API path (with `:id`) of the data it shows first. */
type EarlyRequest = [paths: readonly string[], api: string];

/**
 * The inline script in <head>. A signed-in visitor (the token cookie, as the API client reads it)
 * gets its session asked for at once, at any address: the user and the menus (`SESSION_REQUESTS`),
 * with the token in the header as the client sends it. A visitor without a session, at a landing
 * page's address whose data is one record (`/soft/detail?id=12`), gets that record asked for. Either
 * way the requests start while the page's code is still on its way, and the answers are left for the
 * app (`src/lib/early-requests.ts`). The id is taken as the app reads it (`readId`); anything else
 * is left to the app.
 */
function earlyScript(table: EarlyRequest[], base: string): string {
  return (
    `(function(){var d=document,e=window.${EARLY_REQUESTS_GLOBAL}||(window.${EARLY_REQUESTS_GLOBAL}={}),` +
    `c=/(?:^|;\\s*)${settings.tokenCookieName}=([^;]*)/.exec(d.cookie),t=${JSON.stringify(table)};` +
    `function ask(u,h){e[u]=fetch(${JSON.stringify(base)}+u,{credentials:'same-origin',headers:h||{}})` +
    `.then(function(r){return r.ok?r.json():null}).catch(function(){return null})}` +
    `if(c){var k;try{k=decodeURIComponent(c[1])}catch(x){return}if(!k)return;` +
    `${JSON.stringify(SESSION_REQUESTS)}.forEach(function(u){ask(u,{Authorization:k})});return}` +
    `var m=/^#([^?]*)\\?(.*)$/.exec(location.hash);if(!m)return;` +
    `var p=m[1].replace(/(.)\\/$/,'$1'),id=/(?:^|&)id=([1-9]\\d{0,14})(?:&|$)/.exec(m[2]);if(!id)return;` +
    `for(var i=0;i<t.length;i++)if(t[i][0].indexOf(p)>=0){ask(t[i][1].replace(':id',id[1]));return}})()`
  );
}

/**
 * Starts the first visit's data requests from index.html: a signed-in visit's session, and the
 * record of the landing pages that declare one (`earlyRequest` in `src/app/landing-pages.ts`). On a
 * slow phone the app's code takes a second or more to arrive (a signed-in page's, tens of files),
 * and the requests (then the picture a record names) used to wait for it. The CSP allows the
 * script by its hash. An API on another origin (`VITE_API_BASE_URL`) gets no early request:
 * the app's own client is the one that knows how to talk to it.
 */
export function earlyRequests(): Plugin {
  let base: string | null = '';
  return {
    name: 'coalsim-early-requests',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      const configured = String(config.env.VITE_API_BASE_URL ?? '');
      base = configured === '' || configured.startsWith('/') ? configured.replace(/\/+$/, '') : null;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const table: EarlyRequest[] = Object.values(LANDING_PAGES).flatMap((page) =>
        'earlyRequest' in page ? [[page.paths, page.earlyRequest]] : [],
      );
      if (html?.type !== 'asset' || base === null) return;
      const script = earlyScript(table, base);
      html.source = String(html.source).replace('</title>', () => `</title>\n    <script>${script}</script>`);
    },
  };
}
