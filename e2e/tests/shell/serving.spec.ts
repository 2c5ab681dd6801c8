import { createHash } from 'node:crypto';

import { expect, test } from '@playwright/test';

test('index.html is revalidated and carries the CSP; hashed assets are precompressed and immutable', async ({
  request,
}) => {
  const html = await request.get('/');
  expect(html.status()).toBe(200);
  expect(html.headers()['cache-control']).toBe('no-cache');
  const csp = html.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  const body = await html.text();
  // The only inline scripts are the build's own (the early data request, the landing switch, the
  // signed-in frames' switch, the script loader), each allowed by its hash: the CSP allows no other.
  const inline = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline).toHaveLength(4);
  for (const code of inline)
    expect(csp).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  // The loader requests the entry once the first paint is on screen.
  const script = /"(\/assets\/index-[^"]+\.js)"/.exec(body)?.[1];
  expect(script).toMatch(/^\/assets\/index-.+\.js$/);

  // antd's first-visit styles: linked disabled and without an href (its address aside, so that
  // nothing downloads it before a page enables it), a file like the scripts.
  expect(body).not.toMatch(/<link[^>]* href="\/assets\/antd-static/);
  const styles =
    /<link rel="stylesheet" data-href="(\/assets\/antd-static-[^"]+\.css)" disabled data-antd-static>/.exec(
      body,
    )?.[1];
  expect(styles).toBeDefined();

  for (const file of [script!, styles!]) {
    const asset = await request.get(file, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status(), file).toBe(200);
    expect(asset.headers()['content-encoding'], file).toBe('br');
    expect(asset.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
  }
});

test('the API answers next to the SPA', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  expect((await request.get('/readyz')).status()).toBe(200);
  const missing = await request.get('/api/nope');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({
    status: 404,
    message: expect.any(String),
    timestamp: expect.any(Number),
  });
});

test('the first paint needs no script: index.html carries the brand, and the app replaces it', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#root .boot')).toContainText('煤炭虚拟仿真空间');
  await expect(page.locator('#root .boot')).toContainText('正在加载…');
  await context.close();

  const live = await browser.newPage();
  await live.goto('/#/index');
  await expect(live.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(live.locator('.boot')).toHaveCount(0);
  await live.close();
});
