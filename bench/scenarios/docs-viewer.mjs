// API 文档 (/doc.html, issue 44 §4): how long the bundled Swagger UI takes to show the index of
// modules, then one module chosen in its list, next to the same viewer rendering the whole document
// (the list's last entry, what it loaded before), in the same run and browser. Alternating runs.
import { chromium } from '@playwright/test';

import { CHROMIUM_FLAGS, requireChromium } from '../lib/chromium.mjs';
import { median } from '../lib/median.mjs';

const WHOLE = '全部接口（完整文档，加载较慢）';
const MODULE = '考核管理'; // the largest module: 25 operations

/** Milliseconds from `since` until `locator` is visible. */
async function visibleAfter(since, locator) {
  await locator.waitFor({ state: 'visible', timeout: 120_000 });
  return Date.now() - since;
}

/** One cold visit of /doc.html: the index, then `choice` from the list; the times of both. */
async function visit(browser, serverUrl, choice) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const start = Date.now();
    await page.goto(`${serverUrl}/doc.html`);
    const indexMs = await visibleAfter(start, page.getByRole('link', { name: MODULE }));
    const chosen = Date.now();
    await page.locator('.topbar select').selectOption({ label: choice });
    const tag = choice === WHOLE ? '日志管理' : choice;
    const chosenMs = await visibleAfter(chosen, page.locator('.opblock-tag', { hasText: tag }));
    // The page answers input again: a click on the tag opens it.
    const clicked = Date.now();
    await page.locator('.opblock-tag', { hasText: tag }).click();
    const openedMs = await visibleAfter(clicked, page.locator('.opblock').first());
    return { indexMs, chosenMs, openedMs, totalMs: indexMs + chosenMs + openedMs };
  } finally {
    await context.close();
  }
}

export async function docsViewerBench(serverUrl, runs = 3) {
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: CHROMIUM_FLAGS.filter((f) => f !== '--headless=new'),
  });
  const module = [];
  const whole = [];
  try {
    await visit(browser, serverUrl, MODULE); // warms the server's prepared documents
    for (let i = 0; i < runs; i++) {
      const pair = [
        async () => module.push(await visit(browser, serverUrl, MODULE)),
        async () => whole.push(await visit(browser, serverUrl, WHOLE)),
      ];
      for (const run of i % 2 ? pair.reverse() : pair) await run();
    }
  } finally {
    await browser.close();
  }
  const medians = (list) =>
    Object.fromEntries(Object.keys(list[0]).map((k) => [k, median(list.map((r) => r[k]))]));
  const m = medians(module);
  const w = medians(whole);
  return {
    module: MODULE,
    runs,
    byModule: { ...m, runs: module },
    wholeDocument: { ...w, runs: whole },
    // What a reader waits for one module's endpoints, of what the whole document made them wait.
    ofWhole: Math.round((m.totalMs / w.totalMs) * 1000) / 1000,
  };
}
