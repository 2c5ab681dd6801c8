import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';

import { antdStaticStyles } from './antd-static-styles.ts';
import type { Prerender, PrerenderModule } from './prerender.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

const prerenderOf = (css: string, app: string): Prerender => ({
  load: () =>
    Promise.resolve({
      renderFirstVisitStyles: () => css,
      renderAppStyles: () => app,
    } as unknown as PrerenderModule),
});

async function run(css: string, app = APP_CSS) {
  const emitted: { fileName: string; source: string }[] = [];
  const plugin: Plugin = antdStaticStyles(prerenderOf(css, app));
  (plugin.configResolved as unknown as Hook).call({}, { root: '/app' });
  await (plugin.buildStart as unknown as Hook).call({
    emitFile: (f: (typeof emitted)[0]) => emitted.push(f),
  });
  const transform = plugin.transformIndexHtml as { order: string; handler: (html: string) => string };
  return { emitted, transform };
}

const CSS = ':where(.css-x).ant-btn{color:red}.data-ant-cssinjs-cache-path{content:"a|b:x"}';
const APP_CSS =
  ':where(.css-x).ant-btn{color:red}:where(.css-x).ant-table{}.data-ant-cssinjs-cache-path{content:"a|b:x;c|d:y"}';

describe("antd-static-styles: antd's styles as files of their own", () => {
  it("emits the public pages' styles and every component's, each under a name made from its content", async () => {
    const [a, b, c] = await Promise.all([run(CSS), run(CSS), run(CSS.replace('red', 'blue'))]);
    expect(a.emitted).toEqual([
      { type: 'asset', fileName: expect.stringMatching(/^assets\/antd-static-[\w-]{8}\.css$/), source: CSS },
      {
        type: 'asset',
        fileName: expect.stringMatching(/^assets\/antd-static-app-[\w-]{8}\.css$/),
        source: APP_CSS,
      },
    ]);
    expect(b.emitted[0]!.fileName).toBe(a.emitted[0]!.fileName);
    expect(c.emitted[0]!.fileName).not.toBe(a.emitted[0]!.fileName);
  });

  it('links them disabled and without an href (Chromium would download them), first in <head> after the title, once the page is otherwise done', async () => {
    const { emitted, transform } = await run(CSS);
    expect(transform.order).toBe('post');
    expect(
      transform.handler('<head><title>T</title><link rel="stylesheet" href="/assets/index.css"></head>'),
    ).toBe(
      `<head><title>T</title>\n    <link rel="stylesheet" data-href="/${emitted[0]!.fileName}" disabled data-antd-static>` +
        `\n    <link rel="stylesheet" data-href="/${emitted[1]!.fileName}" disabled data-antd-static-app>` +
        '<link rel="stylesheet" href="/assets/index.css"></head>',
    );
  });

  it('fails the build when the styles lack the list of style paths antd reads', async () => {
    await expect(run(':where(.css-x).ant-btn{color:red}')).rejects.toThrow(/antd-static lacks its list/);
    await expect(run(CSS, ':where(.css-x).ant-table{}')).rejects.toThrow(/antd-static-app lacks its list/);
  });
});
