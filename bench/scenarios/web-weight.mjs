// First-visit weight of pages as a browser receives them: compressed JS and CSS bytes, the
// number of requests, and the largest chunk, summed from the responses Chromium saw. The same
// files are also fetched gzip-encoded, for the figure issue 6 asks in gzip.
import http from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { CHROMIUM_FLAGS, requireChromium } from '../lib/chromium.mjs';
import { sessionCookie, signIn } from '../lib/processes.mjs';

/** The bytes the server sends for `url` to a client that accepts gzip only. */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** The session's own requests, which a signed-in visit makes whatever the page. */
const SESSION = /^\/(auth\/info|api\/menus\/build)$/;

export async function measure(browser, url, token, { gzip = true } = {}) {
  const context = await browser.newContext();
  if (token) await context.addCookies([sessionCookie(url, token)]);
  const page = await context.newPage();
  const responses = [];
  // Scripts requested before the first API call (issue 44 §4's count), and before the page's own
  // first data request (the first that is not the session's).
  let scripts = 0;
  let beforeFirstApi;
  let beforePageData;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(api|auth)\//.test(pathname)) {
      beforeFirstApi ??= scripts;
      if (!SESSION.test(pathname)) beforePageData ??= scripts;
    }
    if (request.resourceType() === 'script') scripts += 1;
  });
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => undefined);
    if (sizes)
      responses.push({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize });
  });
  const document = await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  // index.html carries stylesheets inline (the entry's, the frames' switch): counted, compressed.
  const inlineCss = [...((await document.text()) ?? '').matchAll(/<style>([^<]*)<\/style>/g)]
    .map((m) => m[1])
    .join('');
  responses.push({
    url: 'index.html <style>',
    type: 'stylesheet',
    bytes: brotliCompressSync(inlineCss).length,
    gzipBytes: gzipSync(inlineCss, { level: 9 }).length,
  });
  await context.close();
  const jsCss = responses.filter((r) => r.type === 'script' || r.type === 'stylesheet');
  if (gzip) for (const r of jsCss) r.gzipBytes ??= await gzipBytes(r.url);
  const gzipOf = jsCss.reduce((n, r) => n + r.gzipBytes, 0);
  const of = (type) => responses.filter((r) => r.type === type).reduce((n, r) => n + r.bytes, 0);
  const largest = responses.filter((r) => r.type === 'script').sort((a, b) => b.bytes - a.bytes)[0];
  return {
    jsKb: Math.round(of('script') / 102.4) / 10,
    cssKb: Math.round(of('stylesheet') / 102.4) / 10,
    jsCssGzipKb: Math.round(gzipOf / 102.4) / 10,
    requests: responses.filter((r) => r.url !== 'index.html <style>').length,
    scriptRequests: scripts,
    scriptsBeforeFirstApi: beforeFirstApi ?? scripts,
    scriptsBeforePageData: beforePageData ?? scripts,
    largestChunk: largest
      ? `${largest.url.split('/').pop()} (${Math.round(largest.bytes / 102.4) / 10} KB)`
      : '-',
    scripts: responses.filter((r) => r.type === 'script').map((r) => r.url.split('/').pop()),
  };
}

export async function webWeight(serverUrl) {
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: CHROMIUM_FLAGS.filter((f) => f !== '--headless=new'),
  });
  try {
    const token = await signIn(serverUrl);
    const enterprise = await signIn(serverUrl, 'enterprise');
    return {
      '/#/index': await measure(browser, `${serverUrl}/#/index`),
      '/#/login': await measure(browser, `${serverUrl}/#/login`),
      '/#/soft': await measure(browser, `${serverUrl}/#/soft`),
      '/#/home (signed in)': await measure(browser, `${serverUrl}/#/home`, token),
      // Issue 44 §4: the signed-in portal pages it names.
      '/#/center/device (enterprise)': await measure(browser, `${serverUrl}/#/center/device`, enterprise),
      '/#/stats (enterprise)': await measure(browser, `${serverUrl}/#/stats`, enterprise),
      '/#/train/train (enterprise)': await measure(browser, `${serverUrl}/#/train/train`, enterprise),
    };
  } finally {
    await browser.close();
  }
}
