// `npm run bench`: runs every scenario, prints a Markdown table and writes bench/results/<date>.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { startTime } from './scenarios/start-time.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

// Measure the product as `npm start` serves it.
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const results = { date: new Date().toISOString(), node: process.version, startTime: await startTime(root) };

console.log('\n| measurement | value |\n|---|---|');
console.log(`| cold start (empty DATA_DIR) to /healthz + SPA | ${results.startTime.coldStartMs} ms |`);
console.log(`| warm restart to /healthz + SPA | ${results.startTime.warmStartMs} ms |`);
console.log(`| idle RSS of the server process | ${results.startTime.idleRssMb} MB |`);

mkdirSync(path.join(here, 'results'), { recursive: true });
const file = path.join(here, 'results', `${results.date.slice(0, 10)}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nwritten to ${path.relative(root, file)}`);
