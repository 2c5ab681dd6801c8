import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';

import { LANDING_PAGES } from '../src/app/landing-pages.ts';
import { landingFrame } from './landing-frame.ts';
import type { Prerender, PrerenderModule } from './prerender.ts';
import { appBundle, ROOT } from './testing/fake-bundle.ts';
import { fakeElement, runInlineScript } from './testing/fake-page.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

const HTML =
  '<html><head><title>T</title></head><body><div id="root"><div class="boot"><p>splash</p></div></div></body></html>';

/** What `src/app/prerender.tsx` renders, in miniature: the home page without antd, the software centre with it. */
const PRERENDERED = {
  FRAME_TOKEN_COOKIE: 'COALSIM_TOKEN',
  FRAMES: [
    { name: 'home', hashes: ['', '#/index'], routeModules: LANDING_PAGES.home.routeModules },
    { name: 'soft', hashes: ['#/soft'], routeModules: LANDING_PAGES.soft.routeModules },
  ],
  renderFrame: ({ name }: { name: string }) => ({
    html:
      name === 'home'
        ? '<header><a href="/soft">软件中心</a><button type="button">菜单</button><input type="text"></header><footer>备案</footer>'
        : '<main><button class="ant-btn ant-input-search-btn">搜索</button><input type="checkbox"></main>',
    css: `:root{--${name}:1}.data-ant-cssinjs-cache-path{content:""}`,
  }),
} as unknown as PrerenderModule;

async function built() {
  const emitted: { name: string; source: string }[] = [];
  const plugin: Plugin = landingFrame({ load: () => Promise.resolve(PRERENDERED) } satisfies Prerender);
  (plugin.configResolved as unknown as Hook).call({}, { root: ROOT });
  const bundle = appBundle({
    'index.html': HTML,
    'assets/portal.css': '.portal{}',
    'assets/soft-list.css': '.soft-list{}',
  });
  const context = {
    emitFile: (file: { name: string; source: string }) => emitted.push(file) - 1,
    getFileName: (ref: number) => `assets/${emitted[ref]!.name.replace('.css', '')}-h.css`,
  };
  await (plugin.generateBundle as unknown as Hook).call(context, {}, bundle);
  return { html: String((bundle['index.html'] as { source: string }).source), emitted };
}

describe('landing-frame: the first frames of the home page and the software centre in index.html', () => {
  it('puts each frame after the splash, shaped for a page without the app', async () => {
    const { html } = await built();
    const home = /<div class="landing-frame" data-frame="home">([\s\S]*?)<\/div>/.exec(html)?.[1];
    // Links are the hash router's; the footer goes; buttons wait for the app; text boxes are read-only.
    expect(home).toBe(
      '<header><a href="#/soft">软件中心</a><button disabled type="button">菜单</button><input readonly type="text"></header>',
    );
    expect(html.indexOf('<p>splash</p></div>')).toBeLessThan(html.indexOf('data-frame="home"'));
    // The search button stays enabled (antd greys out a disabled one); checkboxes are left alone.
    expect(html).toContain(
      '<button class="ant-btn ant-input-search-btn">搜索</button><input type="checkbox">',
    );
  });

  it("emits a stylesheet per frame: antd's variables without their cache list, the chunks' styles, the switch", async () => {
    const { emitted } = await built();
    expect(emitted.map((e) => e.name)).toEqual(['home-frame.css', 'soft-frame.css']);
    const soft = emitted[1]!.source;
    expect(soft).toContain(':root{--soft:1}');
    expect(soft).not.toContain('data-ant-cssinjs-cache-path');
    expect(soft).toContain('.portal{}');
    expect(soft).toContain('.soft-list{}');
    expect(soft).toContain('[data-landing=soft] #root>.landing-frame[data-frame=soft]{display:contents}');
  });

  it('at a frame’s address and without a session, links its stylesheet, blocking the first paint', async () => {
    const { html } = await built();
    const script = /<script>([\s\S]*?)<\/script>\n {2}<\/head>/.exec(html)![1]!;
    // As index.html links it: no href yet, its address aside (build/antd-static-styles.ts).
    const antdLink = fakeElement('link', { disabled: true, href: '' });
    antdLink.setAttribute('data-href', '/assets/antd-static-1.css');
    const soft = runInlineScript(script, { hash: '#/soft', antdLink });
    expect(soft.rootAttributes).toEqual({ 'data-landing': 'soft' });
    expect(soft.added.map((l) => [l.href, l.disabled, l.attributes.blocking])).toEqual([
      ['/assets/soft-frame-h.css', false, 'render'],
      ['/assets/portal.css', true, undefined],
      ['/assets/soft-list.css', true, undefined],
    ]);
    // The software centre's frame shows antd components: antd's first-visit styles come with it.
    expect([antdLink.disabled, antdLink.attributes.blocking]).toEqual([false, 'render']);
    expect(antdLink.href).toBe('/assets/antd-static-1.css');
    // A failed frame stylesheet takes the chunks' disabled links with it, so they load their own.
    (soft.added[0]!.onerror as () => void)();
    expect(soft.added.slice(1).map((l) => l.removed)).toEqual([true, true]);

    const home = runInlineScript(script, { hash: '', antdLink: fakeElement('link', { disabled: true }) });
    expect(home.added.map((l) => l.href)).toEqual(['/assets/home-frame-h.css', '/assets/portal.css']);
    for (const [hash, cookie] of [
      ['#/soft?keyword=x', ''],
      ['#/soft', 'COALSIM_TOKEN=t'],
      ['#/login', ''],
    ])
      expect(runInlineScript(script, { hash, cookie }).added, `${hash} ${cookie}`).toEqual([]);
  });

  it('fails the build when index.html has no splash to put the frames after', async () => {
    const plugin: Plugin = landingFrame({ load: () => Promise.resolve(PRERENDERED) });
    (plugin.configResolved as unknown as Hook).call({}, { root: ROOT });
    const bundle = appBundle({
      'index.html': '<html><head></head><body></body></html>',
      'assets/portal.css': '',
      'assets/soft-list.css': '',
    });
    const context = { emitFile: () => 0, getFileName: () => 'assets/x.css' };
    await expect((plugin.generateBundle as unknown as Hook).call(context, {}, bundle)).rejects.toThrow(
      /no splash/,
    );
  });
});
