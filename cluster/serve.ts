// The cluster without the tests, for the bench (bench/scenarios/cluster.mjs) and for a person to
// try: `npx tsx cluster/serve.ts` after `npm run build`. Prints one JSON line — the proxy over
// all three instances, a second proxy over instance 1 alone, each instance — and stops everything
// when its standard input closes (Ctrl-D, or the bench ending it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { startCluster } from './harness/cluster.js';
import { freePorts } from './harness/free-ports.js';
import { startNginx } from './harness/nginx.js';
import { findTools } from './harness/prerequisites.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bench = process.argv.includes('--bench');
const cluster = await startCluster({
  root,
  resultsDir: path.join(root, 'test-results', 'cluster-serve'),
  rounds: 1,
  // The bench's load comes from one address and signs in without a captcha, as bench/lib does.
  env: bench ? { RATE_LIMIT_ANONYMOUS: '0', CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'warn' } : {},
});
const [port] = await freePorts(1);
const single = await startNginx(findTools().nginx, path.join(cluster.info.tempDir, 'nginx-single'), port!, [
  cluster.instances.all[0]!.port,
]);
console.log(
  JSON.stringify({
    proxyUrl: cluster.info.proxyUrl,
    singleProxyUrl: single.url,
    instances: cluster.instances.all.map((i) => ({ url: i.url, pid: i.child?.pid })),
  }),
);
process.stdin.resume();
process.stdin.on('end', () => {
  void single
    .stop()
    .then(() => cluster.stop())
    .then(() => process.exit(0));
});
