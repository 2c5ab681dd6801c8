import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the files run in: startup first, then the checks, then the SIGKILL rounds (which
 * restart instances), and last the job deletion, whose restart check must not leave the SIGKILL
 * rounds short of an instance.
 */
const ORDER = [
  'startup',
  'sessions',
  'lockout-and-upload',
  'files',
  'device-long-poll',
  'jobs',
  'failover',
  'failover-writes',
  'job-deletion',
];

/**
 * One file after another, in ORDER (a file not listed runs before the SIGKILL rounds): timings
 * taken on a 2-core machine are not disturbed by another file's load.
 */
class InOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (f: TestSpecification) => {
      const i = ORDER.indexOf(path.basename(f.moduleId, '.test.ts'));
      return i === -1 ? ORDER.indexOf('failover') - 0.5 : i;
    };
    return [...files].sort((a, b) => rank(a) - rank(b));
  }
}

// Its own project (`npm run test:cluster`), never part of the root `vitest run`: it needs
// Debian's PostgreSQL, Redis and nginx and the built app, and takes minutes.
export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  test: {
    name: 'cluster',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: InOrder },
    // A round of sign-ins, polls and job runs across three instances, several rounds in a row.
    testTimeout: 240_000,
    hookTimeout: 300_000,
    teardownTimeout: 120_000,
  },
});
