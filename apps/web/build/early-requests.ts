import type { Plugin } from 'vite';

import { LANDING_PAGES } from '../src/app/landing-pages.ts';
import { settings } from '../src/config/settings.ts';
import { EARLY_REQUESTS_GLOBAL } from '../src/lib/early-requests.ts';

/** A landing page's address paths and the API path (with `:id`) of the data it shows first. */
type EarlyRequest = [paths: readonly string[], api: string];

/**
 * The inline script in <head>: at a landing page's address whose data is one record
 * (`/soft/detail?id=12`), it asks the server for that record at once, while the page's code is
 * still on its way, and leaves the answer for the app (`src/lib/early-requests.ts`). Only for a
 * visitor who is not signed in: a signed-in visitor's answer depends on who asks (liked, collected),
 * and the token travels in the API client's header, so the app asks itself. The id is taken as the
 * app reads it (`readId`); anything else is left to the app.
 */
function earlyScript(table: EarlyRequest[], base: string): string {
  return (
    `(function(){var d=document,m=/^#([^?]*)\\?(.*)$/.exec(location.hash),t=${JSON.stringify(table)};` +
    `if(!m||(' '+d.cookie).indexOf(' ${settings.tokenCookieName}=')>=0)return;` +
    `var p=m[1].replace(/(.)\\/$/,'$1'),id=/(?:^|&)id=([1-9]\\d{0,14})(?:&|$)/.exec(m[2]);if(!id)return;` +
    `for(var i=0;i<t.length;i++)if(t[i][0].indexOf(p)>=0){var u=t[i][1].replace(':id',id[1]);` +
    `(window.${EARLY_REQUESTS_GLOBAL}={})[u]=fetch(${JSON.stringify(base)}+u,{credentials:'same-origin'})` +
    `.then(function(r){return r.ok?r.json():null}).catch(function(){return null});return}})()`
  );
}

/**
 * Starts the first visit's data request from index.html for the landing pages that declare one
 * (`earlyRequest` in `src/app/landing-pages.ts`): on a slow phone the app's code takes a second or
 * more to arrive, and the request (then the picture it names) used to wait for it. The CSP allows
 * the script by its hash. An API on another origin (`VITE_API_BASE_URL`) gets no early request:
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
      if (html?.type !== 'asset' || base === null || table.length === 0) return;
      const script = earlyScript(table, base);
      html.source = String(html.source).replace('</title>', () => `</title>\n    <script>${script}</script>`);
    },
  };
}
