import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { TestProject } from 'vitest/node';

import { startCluster } from './harness/cluster.js';
import { printReport } from './harness/report.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts the cluster once for every test file, hands its addresses to the tests, and at the end
 * stops it and prints the report. COALSIM_CLUSTER_ROOT runs the app built in another checkout
 * (e.g. a clean worktree of HEAD while this one is being edited); CLUSTER_ROUNDS sets how many
 * times each check runs in a row.
 */
export default async function setup(project: TestProject) {
  const rounds = Math.max(1, Number(process.env.CLUSTER_ROUNDS ?? 3) || 3);
  const resultsDir = path.join(REPO, 'test-results', 'cluster');
  const cluster = await startCluster({
    root: path.resolve(process.env.COALSIM_CLUSTER_ROOT ?? REPO),
    resultsDir,
    rounds,
  });
  project.provide('cluster', cluster.info);
  return async () => {
    const unexpected = cluster.instances.all.flatMap((i) => i.unexpectedExits);
    await cluster.stop();
    printReport(resultsDir, unexpected);
  };
}
