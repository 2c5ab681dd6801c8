import vm from 'node:vm';

import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';

import { settings } from '../src/config/settings.ts';
import { EARLY_REQUESTS_GLOBAL, SESSION_REQUESTS } from '../src/lib/early-requests.ts';
import { earlyRequests } from './early-requests.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const HTML = '<!doctype html><html><head><title>CoalSim</title></head><body></body></html>';

/** index.html as the plugin leaves it, for an app whose API is at `base`. */
function built(base = ''): string {
  const plugin: Plugin = earlyRequests();
  (plugin.configResolved as unknown as Hook).call({}, { env: { VITE_API_BASE_URL: base } });
  const bundle = { 'index.html': { type: 'asset', source: HTML } };
  (plugin.generateBundle as unknown as Hook).call({}, {}, bundle);
  return String(bundle['index.html'].source);
}

/** Runs the inline script at `hash` with `cookie`; what it fetched and left for the app. */
function runAt(html: string, hash: string, cookie = '') {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no inline script');
  const fetched: string[] = [];
  const headers: Record<string, string>[] = [];
  const window: Record<string, unknown> = {
    document: { cookie },
    location: { hash },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      fetched.push(url);
      headers.push(init.headers);
      return Promise.resolve({ ok: true, json: () => Promise.resolve({ id: 12 }) });
    },
  };
  window.window = window;
  vm.runInNewContext(script, window);
  return {
    fetched,
    headers,
    left: window[EARLY_REQUESTS_GLOBAL] as Record<string, Promise<unknown>> | undefined,
  };
}

describe('early-requests: a session, or a landing page’s record, asked for by index.html itself', () => {
  it('puts one inline script after the title', () => {
    const html = built();
    expect(html).toMatch(/<\/title>\n {4}<script>\(function\(\)\{[\s\S]+\}\)\(\)<\/script><\/head>/);
  });

  it('asks for a software’s details at its address, and leaves the answer for the app', async () => {
    const { fetched, left } = runAt(built(), '#/soft/detail?id=12');
    expect(fetched).toEqual(['/api/portal/soft/12']);
    await expect(left?.['/api/portal/soft/12']).resolves.toEqual({ id: 12 });
    // With the API under a path prefix, the request goes there.
    expect(runAt(built('/coalsim/'), '#/soft/detail/?from=x&id=7').fetched).toEqual([
      '/coalsim/api/portal/soft/7',
    ]);
  });

  it('asks for a signed-in visit’s session at any address, with its token, and nothing else', async () => {
    const html = built();
    const cookie = `theme=x; ${settings.tokenCookieName}=Bearer%20abc.def; size=small`;
    for (const hash of ['#/center/device', '#/soft/detail?id=12', '', '#/home']) {
      const visit = runAt(html, hash, cookie);
      expect(visit.fetched, hash).toEqual([...SESSION_REQUESTS]);
      // The token as js-cookie reads it, in the header as the API client sends it.
      expect(visit.headers, hash).toEqual(SESSION_REQUESTS.map(() => ({ Authorization: 'Bearer abc.def' })));
    }
    const { left } = runAt(html, '#/center/device', cookie);
    await expect(left?.['/auth/info']).resolves.toEqual({ id: 12 });
    // An empty or malformed cookie is no session: the app decides what it means.
    expect(runAt(html, '#/center/device', `${settings.tokenCookieName}=`).fetched).toEqual([]);
    expect(runAt(html, '#/center/device', `${settings.tokenCookieName}=%E0%A4%A`).fetched).toEqual([]);
    expect(runAt(html, '#/center/device', `X${settings.tokenCookieName}=Bearer%20abc`).fetched).toEqual([]);
  });

  it('asks for nothing without a session at other pages, or without a valid id', () => {
    const html = built();
    for (const hash of [
      '#/soft?id=12',
      '#/index',
      '',
      '#/soft/detail',
      '#/soft/detail?id=0',
      '#/soft/detail?id=1x',
    ])
      expect(runAt(html, hash).fetched, hash).toEqual([]);
  });

  it('adds nothing when the API is on another origin', () => {
    expect(built('https://api.example.com')).toBe(HTML);
  });
});
