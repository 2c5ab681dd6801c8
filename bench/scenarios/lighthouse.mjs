// Lighthouse (npm, system Chromium) on the portal home, the software centre, a published software's detail
// (its rich-text description) and the login page: mobile and desktop
// presets, 3 runs each, medians of the figures that matter.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { CHROMIUM_FLAGS, requireChromium } from '../lib/chromium.mjs';
import { median } from '../lib/median.mjs';

async function runOnce(url, preset) {
  const chrome = await chromeLauncher.launch({ chromePath: requireChromium(), chromeFlags: CHROMIUM_FLAGS });
  try {
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

export async function lighthouseBench(serverUrl, runs = 3) {
  const out = {};
  const detail = `/#/soft/detail?id=${await publishedSoftId(serverUrl)}`;
  for (const page of ['/#/index', '/#/soft', detail, '/#/login']) {
    for (const preset of ['mobile', 'desktop']) {
      const results = [];
      // Failed runs are retried (twice at most), so that the median is of complete runs only.
      for (let attempt = 0; results.length < runs && attempt < runs + 2; attempt++) {
        const result = await runOnce(`${serverUrl}${page}`, preset);
        if (result) results.push(result);
      }
      if (results.length === 0) throw new Error(`Lighthouse failed on every run of ${page} (${preset})`);
      const keys = Object.keys(results[0]);
      out[`${page} ${preset}`] = {
        ...Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))])),
        // Every run's score and blocking time, so the spread behind each median stays on record.
        runs: results.map((r) => ({ performance: r.performance, tbtMs: r.tbtMs })),
      };
      const scores = results.map((r) => r.performance).join(', ');
      console.log(
        `  ${page} ${preset}: performance ${out[`${page} ${preset}`].performance} (runs: ${scores})`,
      );
    }
  }
  return out;
}
