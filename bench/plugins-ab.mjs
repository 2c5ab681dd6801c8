// `node bench/plugins-ab.mjs [--runs=3] [--only=name,name]`: what each of the web build's plugins
// gains (issue 44 §4: drop any whose gain is under 2 KiB of first-visit JS and 20 ms of Lighthouse
// TBT). The app is built once whole and once without each plugin (COALSIM_BUILD_WITHOUT), each build
// served by its own static server next to one CoalSim server (lib/static-proxy.mjs); then, per
// plugin, the brotli JS of first visits of five pages, and, for a plugin that gains under 2 KiB
// on all of them, Lighthouse mobile runs of two pages, alternating the whole build and the one
// without (so that both see the same machine).
import { fork, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { CHROMIUM_FLAGS, requireChromium } from './lib/chromium.mjs';
import { median } from './lib/median.mjs';
import { BENCH, freePort, ROOT, signIn, startServer } from './lib/processes.mjs';
import { lighthouseOnce } from './scenarios/lighthouse.mjs';
import { measure } from './scenarios/web-weight.mjs';

const PLUGINS = [
  'coalsim-antd-form-context',
  'coalsim-antd-button-loading-icon',
  'coalsim-axios-xhr-only',
  'coalsim-icon-imports',
  'coalsim-antd-imports',
  'coalsim-antd-static-styles',
  'coalsim-first-paint-html',
  'coalsim-early-requests',
  'coalsim-landing-frame',
  'coalsim-session-frames',
  'coalsim:precompress',
];
/** First visits weighed: the landing pages, the software centre, a signed-in centre page, the back office. */
const WEIGHED = [
  ['/#/index'],
  ['/#/login'],
  ['/#/soft'],
  ['/#/center/device', 'enterprise'],
  ['/#/home', 'admin'],
];
/** Lighthouse pages: an antd landing page and a signed-in list page. */
const TIMED = [['/#/soft'], ['/#/center/device', 'enterprise']];

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const plugins = only ?? PLUGINS;

const work = mkdtempSync(path.join(os.tmpdir(), 'coalsim-plugins-ab-'));
function build(outDir, without = '') {
  const r = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(ROOT, 'apps/web'),
    env: { ...process.env, COALSIM_BUILD_WITHOUT: without },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`build without ${without || 'nothing'} failed`);
}

async function serve(outDir, target) {
  const port = await freePort();
  const child = fork(path.join(BENCH, 'lib/static-proxy.mjs'), [], {
    env: { ...process.env, OUTDIR: outDir, TARGET: target, PORT: String(port) },
    stdio: 'ignore',
  });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** Brotli JS bytes (KiB) each weighed page's first visit receives from `url`. */
async function weights(browser, url, tokens) {
  const out = {};
  for (const [page, user] of WEIGHED)
    out[page] = (await measure(browser, `${url}${page}`, user && tokens[user], { gzip: false })).jsKb;
  return out;
}

// The server as built from this tree (the web builds go to a folder of their own).
for (const workspace of ['@coalsim/contract', '@coalsim/server']) {
  const built = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}
const server = await startServer();
const browser = await chromium.launch({
  executablePath: requireChromium(),
  args: CHROMIUM_FLAGS.filter((f) => f !== '--headless=new'),
});
const tokens = {
  enterprise: await signIn(server.url, 'enterprise'),
  admin: await signIn(server.url, 'admin'),
};
const results = { date: new Date().toISOString(), runs, load: os.loadavg(), plugins: {} };
try {
  build(path.join(work, 'whole'));
  const whole = await serve(path.join(work, 'whole'), server.url);
  const wholeWeights = await weights(browser, whole.url, tokens);
  for (const plugin of plugins) {
    console.log(`\n▶ without ${plugin}`);
    const dir = path.join(work, plugin.replace(/\W+/g, '-'));
    build(dir, plugin);
    const variant = await serve(dir, server.url);
    const variantWeights = await weights(browser, variant.url, tokens);
    const jsKb = Object.fromEntries(
      WEIGHED.map(([page]) => [page, { whole: wholeWeights[page], without: variantWeights[page] }]),
    );
    // A plugin that saves 2 KiB or more of some first visit's JS stays whatever its TBT: Lighthouse
    // runs only for those below (the slow part of the A/B).
    const gainKb = Math.max(...Object.values(jsKb).map((w) => Math.round((w.without - w.whole) * 10) / 10));
    const tbt = {};
    if (gainKb < 2) {
      for (const [page, user] of TIMED) {
        const arms = { whole: [], without: [] };
        for (let i = 0; i < runs; i++) {
          const order = i % 2 ? ['without', 'whole'] : ['whole', 'without'];
          for (const arm of order) {
            const base = arm === 'whole' ? whole.url : variant.url;
            const r = await lighthouseOnce(`${base}${page}`, 'mobile', user && tokens[user]);
            if (r) arms[arm].push(r);
          }
        }
        tbt[page] = Object.fromEntries(
          Object.entries(arms).map(([arm, list]) => [
            arm,
            {
              tbtMs: median(list.map((r) => r.tbtMs)),
              performance: median(list.map((r) => r.performance)),
              fcpMs: median(list.map((r) => r.fcpMs)),
              lcpMs: median(list.map((r) => r.lcpMs)),
              runs: list.map((r) => r.tbtMs),
            },
          ]),
        );
      }
    }
    results.plugins[plugin] = { gainKb, jsKb, lighthouse: tbt, load: os.loadavg() };
    console.log(JSON.stringify(results.plugins[plugin]));
    variant.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  whole.stop();
} finally {
  await browser.close();
  await server.dispose();
  rmSync(work, { recursive: true, force: true });
}
mkdirSync(path.join(BENCH, 'results'), { recursive: true });
const file = path.join(BENCH, 'results', `${results.date.slice(0, 10)}.plugins-ab.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nwritten to ${path.relative(ROOT, file)}`);
