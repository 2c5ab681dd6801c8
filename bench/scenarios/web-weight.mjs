// First-visit weight of pages as a browser receives them: compressed JS and CSS bytes, the
// number of requests, and the largest chunk, summed from the responses Chromium saw.
import { brotliCompressSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { CHROMIUM_FLAGS, requireChromium } from '../lib/chromium.mjs';
import { signIn } from '../lib/processes.mjs';

async function measure(browser, url, token) {
  const context = await browser.newContext();
  if (token) await context.addCookies([{ name: 'COALSIM_TOKEN', value: token, url }]);
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => undefined);
    if (sizes)
      responses.push({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize });
  });
  const document = await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  // index.html carries stylesheets inline (the entry's and antd's components'): counted, compressed.
  const inlineCss = [...((await document.text()) ?? '').matchAll(/<style>([^<]*)<\/style>/g)]
    .map((m) => m[1])
    .join('');
  responses.push({
    url: 'index.html <style>',
    type: 'stylesheet',
    bytes: brotliCompressSync(inlineCss).length,
  });
  await context.close();
  const of = (type) => responses.filter((r) => r.type === type).reduce((n, r) => n + r.bytes, 0);
  const largest = responses.filter((r) => r.type === 'script').sort((a, b) => b.bytes - a.bytes)[0];
  return {
    jsKb: Math.round(of('script') / 102.4) / 10,
    cssKb: Math.round(of('stylesheet') / 102.4) / 10,
    requests: responses.filter((r) => r.url !== 'index.html <style>').length,
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
    return {
      '/#/index': await measure(browser, `${serverUrl}/#/index`),
      '/#/login': await measure(browser, `${serverUrl}/#/login`),
      '/#/home (signed in)': await measure(browser, `${serverUrl}/#/home`, token),
    };
  } finally {
    await browser.close();
  }
}
