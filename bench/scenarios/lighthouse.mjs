// Lighthouse (npm, system Chromium) on the portal home, the software centre, a published software's detail
// (its rich-text description), the login page, and (issue 44 §4) three signed-in portal pages and
// the back office's home: mobile and desktop presets, 3 runs each, medians of the figures that matter.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { CHROMIUM_FLAGS, requireChromium } from '../lib/chromium.mjs';
import { median } from '../lib/median.mjs';
import { sessionCookie, signIn } from '../lib/processes.mjs';

/**
 * The pages measured, and the demo account each is opened as (none: a visitor). The signed-in ones
 * are those issue 44 §4 names: an enterprise's 设备管理, 统计分析 and 培训计划, and the back office's home.
 */
export const LIGHTHOUSE_PAGES = [
  { path: '/#/index' },
  { path: '/#/soft' },
  { path: '/#/soft/detail', detail: true },
  { path: '/#/login' },
  { path: '/#/center/device', user: 'enterprise' },
  { path: '/#/stats', user: 'enterprise' },
  { path: '/#/train/train', user: 'enterprise' },
  { path: '/#/home', user: 'admin' },
];

/**
 * The session cookie in the browser's default context, the one Lighthouse opens its tab in, as the
 * login page leaves it. Lighthouse clears caches and service workers between runs, never cookies.
 */
async function addSessionCookie(port, url, token) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0].addCookies([sessionCookie(url, token)]);
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run of `url` (mobile or desktop preset), signed in with `token` when given. */
export async function lighthouseOnce(url, preset, token) {
  const chrome = await chromeLauncher.launch({ chromePath: requireChromium(), chromeFlags: CHROMIUM_FLAGS });
  try {
    if (token) await addSessionCookie(chrome.port, new URL(url).origin, token);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const { categories, audits } = result.lhr;
    // A run Lighthouse could not finish (an error in its trace processing) has no scores.
    if (categories.performance.score === null) return null;
    // A signed-in page that sent the browser to the login page measured the wrong page.
    if (token && /#\/login/.test(result.lhr.finalDisplayedUrl))
      throw new Error(`${url}: the session was not taken (ended on ${result.lhr.finalDisplayedUrl})`);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      totalKb: Math.round(audits['total-byte-weight'].numericValue / 102.4) / 10,
    };
  } finally {
    await chrome.kill();
  }
}

/** The newest published software, as the portal's list hands it out. */
async function publishedSoftId(serverUrl) {
  const res = await fetch(`${serverUrl}/api/portal/soft?page=0&size=1`);
  const { content } = await res.json();
  if (!content?.[0]) throw new Error('no published software to open in Lighthouse');
  return content[0].id;
}

/** Medians of complete runs; failed runs are retried (twice at most). */
export async function lighthouseMedians(url, preset, runs, token) {
  const results = [];
  for (let attempt = 0; results.length < runs && attempt < runs + 2; attempt++) {
    const result = await lighthouseOnce(url, preset, token);
    if (result) results.push(result);
  }
  if (results.length === 0) throw new Error(`Lighthouse failed on every run of ${url} (${preset})`);
  const keys = Object.keys(results[0]);
  return {
    ...Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))])),
    // Every run's score and blocking time, so the spread behind each median stays on record.
    runs: results.map((r) => ({ performance: r.performance, tbtMs: r.tbtMs })),
  };
}

export async function lighthouseBench(serverUrl, runs = 3) {
  const out = {};
  const detail = `/#/soft/detail?id=${await publishedSoftId(serverUrl)}`;
  for (const page of LIGHTHOUSE_PAGES) {
    const path = page.detail ? detail : page.path;
    // One session per page, as a visitor who signed in once and then opened the page in new tabs.
    const token = page.user ? await signIn(serverUrl, page.user) : undefined;
    const label = page.user ? `${path} (${page.user})` : path;
    for (const preset of ['mobile', 'desktop']) {
      const key = `${label} ${preset}`;
      out[key] = await lighthouseMedians(`${serverUrl}${path}`, preset, runs, token);
      console.log(
        `  ${key}: performance ${out[key].performance} (runs: ${out[key].runs.map((r) => r.performance).join(', ')})`,
      );
    }
  }
  return out;
}
