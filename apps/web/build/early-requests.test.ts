import vm from 'node:vm';

import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';

import { settings } from '../src/config/settings.ts';
import { EARLY_REQUESTS_GLOBAL } from '../src/lib/early-requests.ts';
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
  const window: Record<string, unknown> = {
    document: { cookie },
    location: { hash },
    fetch: (url: string) => {
      fetched.push(url);
      return Promise.resolve({ ok: true, json: () => Promise.resolve({ id: 12 }) });
    },
  };
  window.window = window;
  vm.runInNewContext(script, window);
  return { fetched, left: window[EARLY_REQUESTS_GLOBAL] as Record<string, Promise<unknown>> | undefined };
}

describe('early-requests: a landing page’s record asked for by index.html itself', () => {
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

  it('asks for nothing when signed in, at other pages, or without a valid id', () => {
    const html = built();
    expect(runAt(html, '#/soft/detail?id=12', `theme=x; ${settings.tokenCookieName}=abc`).fetched).toEqual(
      [],
    );
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
