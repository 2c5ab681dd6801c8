// `npm test`: lint, typecheck, every Vitest project (again on TEST_DATABASE_URL when set), then
// Playwright in the system Chromium against the built app. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const skipE2e = process.env.E2E === 'skip';
// The cluster suite (cluster/README.md) runs when Debian's PostgreSQL, Redis and nginx are here;
// CLUSTER=required (.ci/run) makes their absence a failure instead of a note.
const clusterRequired = process.env.CLUSTER === 'required';

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(r.status ?? 1);
  }
}

/** What the cluster suite needs and this machine lacks, as Debian package names. */
function clusterMissing() {
  const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
  const postgres = spawnSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/postgres'], { stdio: 'ignore' });
  return [
    postgres.status === 0 ? undefined : 'postgresql',
    has('redis-server') ? undefined : 'redis-server',
    existsSync('/usr/sbin/nginx') || has('nginx') ? undefined : 'nginx',
  ].filter(Boolean);
}

const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
function countVitest(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + r.numTodoTests;
}
function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.flaky += stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}

const npx = (...args) => ['npx', args];
const run = (what) => !only || only === what;

if (run('static')) {
  step('lint', ...npx('eslint', '--max-warnings=0', '.'));
  step('imports', 'node', ['scripts/check-imports.mjs']);
  step('format', ...npx('prettier', '--check', '.'));
  step('typecheck', 'npm', ['run', 'typecheck']);
  step('engines', 'node', ['scripts/check-engines.mjs']);
}
if (run('unit')) {
  const out = path.join(results, 'vitest.json');
  step(
    'unit and API tests (embedded PostgreSQL)',
    ...npx('vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`),
  );
  countVitest(out);
  if (process.env.TEST_DATABASE_URL) {
    const ext = path.join(results, 'vitest-external.json');
    step(
      'API tests again on TEST_DATABASE_URL',
      ...npx(
        'vitest',
        'run',
        '--project',
        'server (external PostgreSQL)',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${ext}`,
      ),
      { COALSIM_TEST_PG: 'external' },
    );
    countVitest(ext);
  }
}
if (run('e2e')) {
  if (!existsSync(chromium)) {
    if (!skipE2e) {
      console.error(
        `\n✖ Chromium not found at ${chromium}. Browser tests need it: apt-get install chromium ` +
          '(or set CHROME_PATH). To run everything else only, set E2E=skip.',
      );
      process.exit(1);
    }
    console.log('\n⚠ E2E=skip: browser tests skipped');
  } else {
    step('build', 'npm', ['run', 'build']);
    const report = path.join(results, 'e2e-report.json');
    step(
      'browser tests (Playwright, system Chromium)',
      ...npx('playwright', 'test', '-c', 'e2e/playwright.config.ts'),
    );
    countPlaywright(report);
  }
}
if (run('cluster')) {
  const missing = clusterMissing();
  if (missing.length > 0) {
    const install = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
    if (clusterRequired) {
      console.error(`\n✖ the cluster suite needs ${missing.join(', ')}: ${install}`);
      process.exit(1);
    }
    console.log(
      `\n⚠ cluster suite not run: this machine lacks ${missing.join(', ')} (${install}; CI has them)`,
    );
  } else {
    if (!existsSync(path.join(root, 'apps/server/dist/server.js'))) step('build', 'npm', ['run', 'build']);
    const out = path.join(results, 'vitest-cluster.json');
    step(
      'cluster suite (three instances behind nginx)',
      ...npx(
        'vitest',
        'run',
        '-c',
        'cluster/vitest.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ),
    );
    countVitest(out);
  }
}

console.log(`\ntotal: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
// A browser test that needed its retry passed, but is named here so that it gets looked at.
if (counts.flaky > 0)
  console.log(`⚠ ${counts.flaky} browser test(s) passed only on retry: see the list above`);
