import { JSDOM } from 'jsdom';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';

import { LANDING_PAGES } from '../src/app/landing-pages.ts';
import { greetingAt } from '../src/lib/session-frame.ts';
import type { Prerender, PrerenderModule } from './prerender.ts';
import { sessionFrames } from './session-frames.ts';
import { appBundle, ROOT } from './testing/fake-bundle.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

const HTML =
  '<html><head><title>T</title><link rel="stylesheet" disabled data-href="/assets/antd-app.css" data-antd-static-app>' +
  '<style>#root>.landing-frame{display:none}</style></head>' +
  '<body><div id="root"><div class="boot"><p>splash</p></div></div></body></html>';

const FRAME_HTML =
  '<header><a href="/center/info">个人中心</a><button type="button">退出登录</button></header>' +
  '<h1><span data-frame-slot="greeting"></span>，<span data-frame-slot="name"></span></h1>' +
  '<i><span data-frame-slot="initial"></span></i><time><span data-frame-slot="today"></span></time>';

/** What `src/app/prerender-session.tsx` renders, in miniature: one page with every slot. */
const PRERENDERED = {
  SESSION_FRAMES: [
    {
      name: 'center-device',
      hashes: ['#/center/device'],
      audience: 'enterprise',
      routeModules: LANDING_PAGES.soft.routeModules,
    },
  ],
  renderSessionFrame: () => Promise.resolve({ html: FRAME_HTML, css: ':root{--frame:1}' }),
} as unknown as PrerenderModule;

async function built() {
  const emitted: { name: string; source: string }[] = [];
  const plugin: Plugin = sessionFrames({ load: () => Promise.resolve(PRERENDERED) } satisfies Prerender);
  (plugin.configResolved as unknown as Hook).call({}, { root: ROOT });
  const bundle = appBundle({
    'index.html': HTML,
    'assets/portal.css': '.portal{}',
    'assets/soft-list.css': '.soft-list{}',
  });
  const context = {
    emitFile: (file: { name: string; source: string }) => emitted.push(file) - 1,
    getFileName: (ref: number) => `assets/${emitted[ref]!.name.replace(/\.(\w+)$/, '-h.$1')}`,
  };
  await (plugin.generateBundle as unknown as Hook).call(context, {}, bundle);
  const html = String((bundle['index.html'] as { source: string }).source);
  return { html, emitted, script: /<script>([\s\S]*?)<\/script>/.exec(html)![1]! };
}

const ENTERPRISE = { username: 'enterprise', nickName: '示例煤业集团', role: 2, enterprise: { id: 1 } };

/** Runs the script in a page at `hash` whose early session answers are `info` and `menus`. */
async function run(
  script: string,
  {
    hash = '#/center/device',
    session = true,
    info = ENTERPRISE as unknown,
    menus = [] as unknown,
    rendered = false,
  } = {},
) {
  const dom = new JSDOM(HTML, { url: `http://127.0.0.1/${hash}`, runScripts: 'outside-only' });
  const { window } = dom;
  const fetched: string[] = [];
  Object.assign(window, {
    __coalsimEarlyRequests: !session
      ? undefined
      : { '/auth/info': Promise.resolve(info), '/api/menus/build': Promise.resolve(menus) },
    fetch: (url: string) => {
      fetched.push(url);
      return Promise.resolve({
        ok: true,
        text: () => Promise.resolve(FRAME_HTML),
      });
    },
  });
  if (rendered) window.document.querySelector('.boot')!.remove();
  window.eval(script);
  // The stylesheets arrive.
  for (const link of window.document.querySelectorAll('link')) link.dispatchEvent(new window.Event('load'));
  await new Promise((resolve) => setTimeout(resolve, 10));
  const { document } = window;
  return {
    fetched,
    shown: document.documentElement.getAttribute('data-landing'),
    frame: document.querySelector('#root>.landing-frame[data-frame="center-device"]'),
    links: [...document.querySelectorAll('link')].map((l) => {
      // jsdom reflects no `disabled` property: the script's own, else the markup's attribute.
      const off = typeof l.disabled === 'boolean' ? l.disabled : l.hasAttribute('disabled');
      return `${l.getAttribute('href')}${off ? ' (disabled)' : ''}`;
    }),
  };
}

describe('session-frames: the first frames of signed-in pages, in files of their own', () => {
  it('emits each frame’s markup, shaped for a page without the app, and its stylesheet', async () => {
    const { emitted } = await built();
    const markup = emitted.find((f) => f.name === 'center-device-frame.html')!.source;
    expect(markup).toContain(
      '<a href="#/center/info">个人中心</a><button disabled type="button">退出登录</button>',
    );
    const css = emitted.find((f) => f.name === 'center-device-frame.css')!.source;
    expect(css).toContain(':root{--frame:1}');
    expect(css).toContain('.soft-list{}');
    expect(css).toContain(
      '[data-landing=center-device] #root>.landing-frame[data-frame=center-device]{display:contents}',
    );
  });

  it('shows an enterprise its frame with its name, the greeting and the date filled in', async () => {
    const { script } = await built();
    const page = await run(script);
    expect(page.fetched).toEqual(['/assets/center-device-frame-h.html']);
    expect(page.shown).toBe('center-device');
    expect(page.frame?.querySelector('h1')?.textContent).toBe(
      `${greetingAt(new Date().getHours())}，示例煤业集团`,
    );
    expect(page.frame?.querySelector('i')?.textContent).toBe('示');
    expect(page.frame?.querySelector('time')?.textContent).toBe(
      new Intl.DateTimeFormat('zh-CN', { dateStyle: 'full' }).format(new Date()),
    );
    // Its stylesheet and antd's are linked; the chunks' own wait, disabled, for the app.
    expect(page.links).toEqual(
      expect.arrayContaining([
        '/assets/antd-app.css',
        '/assets/center-device-frame-h.css',
        '/assets/soft-list.css (disabled)',
      ]),
    );
  });

  it('shows nothing to another account, without a session, at another address, or once the app is there', async () => {
    const { script } = await built();
    const none = [
      await run(script, { info: { ...ENTERPRISE, role: 3, enterprise: null } }),
      await run(script, { menus: [{ name: 'System' }] }),
      await run(script, { info: null }),
      await run(script, { rendered: true }),
    ];
    for (const page of none) {
      expect(page.shown).toBeNull();
      expect(page.frame).toBeNull();
    }
    for (const page of [
      await run(script, { session: false }),
      await run(script, { hash: '#/center/device?x=1' }),
    ]) {
      expect(page.fetched).toEqual([]);
      expect(page.links).toEqual(['null (disabled)']);
    }
  });
});
