import os from 'node:os';

import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace; each project has its own environment and setup.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'apps/web/build'],
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core machines
    // CI runs on, where the files ran one after another (981 s). With two, 498 and 597 s, every
    // test passing, and the server's files alone on Debian's PostgreSQL 205 s: a worker often
    // waits on PostgreSQL, a process of its own. Each test file has its own database
    // (testing/build-test-app.ts), so two files at once never meet.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
