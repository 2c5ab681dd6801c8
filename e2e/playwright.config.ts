import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from '@playwright/test';

import { chromiumPath } from './support/chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Chosen once in the runner; workers inherit the environment, so they agree on port and folder.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'coalsim-e2e-'));

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  // One retry, for what a busy 2-core CI machine may still do (lost popup clicks were the known
  // case; see reducedMotion below). A retried pass is reported as flaky in the list and in
  // `npm test`'s total, not hidden; a real break fails twice.
  retries: 1,
  // A 2-core machine building and serving at once: generous waits, never timing assertions.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-report.json' }]],
  use: {
    baseURL,
    locale: 'zh-CN',
    // The browser asks for reduced motion, so antd's popups open without their slide-in (the app
    // honours the setting). Playwright deems an element still once its box holds for two frames,
    // which the start and the tail of antd's animation can fake: a click then landed while the menu
    // was still growing and was lost (布局设置, 个人中心, a Select option, a search result).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      // The machine has no network but the registries: keep Chromium from phoning home.
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      ],
    },
  },
  webServer: {
    // The built app, as `npm start` runs it, on a fresh embedded database.
    command: `node ${path.join(root, 'apps/server/dist/server.js')}`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // The suite signs up and loads captchas from one address faster than any person would; the
      // limits themselves are tested against the server (plugins/rate-limit.test.ts).
      RATE_LIMITS: 'false',
    },
  },
});
