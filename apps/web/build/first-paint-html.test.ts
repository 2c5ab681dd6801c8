import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';

import { settings } from '../src/config/settings.ts';
import { firstPaintHtml } from './first-paint-html.ts';
import { appBundle, ROOT } from './testing/fake-bundle.ts';
import { fakeElement, runInlineScript, type FakeElement } from './testing/fake-page.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** index.html as Vite writes it, before the plugin. */
const VITE_HTML = [
  '<!doctype html><html><head><title>CoalSim</title>',
  '<link rel="stylesheet" data-href="/assets/antd-static-1.css" disabled data-antd-static>',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  '</head><body><div id="root"><div class="boot"></div></div></body></html>',
].join('\n');

function shaped(html = VITE_HTML): string {
  const plugin: Plugin = firstPaintHtml();
  (plugin.configResolved as unknown as Hook).call({}, { root: ROOT });
  const bundle = appBundle({
    'index.html': html,
    'assets/index.css': 'body{margin:0}a::after{content:"</"}',
  });
  (plugin.generateBundle as unknown as Hook).call({}, {}, bundle);
  return String((bundle['index.html'] as { source: string }).source);
}

const loaderOf = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].at(-1)![1]!;
const urls = (added: FakeElement[], tag: string, rel?: string) =>
  added.filter((e) => e.tagName === tag && (!rel || e.rel === rel)).map((e) => String(e.src ?? e.href));

describe('first-paint-html: styles inline, scripts after the first paint', () => {
  it("inlines the entry's stylesheet, keeps its link disabled, and leaves antd's styles a file", () => {
    const html = shaped();
    expect(html).toContain('<style>body{margin:0}a::after{content:"<\\/"}</style>');
    expect(html).toContain('<link disabled rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(html).toContain(
      '<link rel="stylesheet" data-href="/assets/antd-static-1.css" disabled data-antd-static>',
    );
  });

  it('takes the module script and preloads out of <head> and leaves one loader before </body>', () => {
    const html = shaped();
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toMatch(/<script>\(function\(\)\{[\s\S]+\}\)\(\)<\/script>\n {2}<\/body>/);
    expect(() =>
      shaped(
        VITE_HTML.replace('</head>', '<script type="module" crossorigin src="/assets/b.js"></script></head>'),
      ),
    ).toThrow(/expected one entry script, found 2/);
  });

  it('requests nothing before the first paint, then the chunks one at a time and the entry last', () => {
    const page = runInlineScript(loaderOf(shaped()), { hash: '#/login' });
    page.flushTimers();
    expect(page.added).toEqual([]);
    page.paint();
    expect(urls(page.added, 'link', 'modulepreload').slice(0, 1)).toEqual(['/assets/react.js']);
    expect(urls(page.added, 'script')).toEqual(['/assets/react.js']);
    page.loadScripts();
    page.flushTimers();
    expect(urls(page.added, 'script')).toEqual(['/assets/react.js', '/assets/index.js']);
    // The sign-in page's own chunk is preloaded, not run; what the entry loads anyway is not repeated.
    expect(urls(page.added, 'link', 'modulepreload')).toEqual(['/assets/react.js', '/assets/login.js']);
  });

  it("at an antd landing page, runs antd's core before the entry and enables its styles", () => {
    // As index.html links it: no href yet, its address aside (build/antd-static-styles.ts).
    const antdLink = fakeElement('link', { disabled: true, href: '' });
    antdLink.setAttribute('data-href', '/assets/antd-static-1.css');
    const page = runInlineScript(loaderOf(shaped()), { hash: '#/soft', hidden: true, antdLink });
    expect(antdLink.disabled).toBe(false);
    expect(antdLink.href).toBe('/assets/antd-static-1.css');
    for (let i = 0; i < 3; i++) {
      page.loadScripts();
      page.flushTimers();
    }
    expect(urls(page.added, 'script')).toEqual(['/assets/react.js', '/assets/antd.js', '/assets/index.js']);
    expect(urls(page.added, 'link', 'modulepreload')).toEqual([
      '/assets/react.js',
      '/assets/antd.js',
      '/assets/portal.js',
      '/assets/soft-list.js',
    ]);
  });

  it('starts at once in a background tab, and never waits for a paint longer than 3 s', () => {
    const hidden = runInlineScript(loaderOf(shaped()), { hash: '#/index', hidden: true });
    expect(urls(hidden.added, 'script')).toEqual(['/assets/react.js']);
    const visible = runInlineScript(loaderOf(shaped()), {
      hash: `#/index`,
      cookie: `${settings.tokenCookieName}=x`,
    });
    visible.flushTimers(2999);
    expect(visible.added).toEqual([]);
    // No paint reported within 3 s: the scripts start anyway, once.
    visible.flushTimers(3000);
    visible.paint();
    expect(urls(visible.added, 'script')).toEqual(['/assets/react.js']);
  });

  it('with a signed-in page’s frame on its way, waits for it to be painted after the first paint', async () => {
    let settle: () => void = () => undefined;
    const frameSettled = new Promise<void>((resolve) => (settle = resolve));
    const page = runInlineScript(loaderOf(shaped()), { hash: '#/center/device', frameSettled });
    page.paint();
    await Promise.resolve();
    page.flushTimers(16);
    expect(page.added).toEqual([]);
    settle();
    await frameSettled;
    // The frame's own paint, then the scripts.
    page.flushTimers(16);
    expect(urls(page.added, 'script')).toEqual(['/assets/react.js']);
  });
});
