import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

const external = process.env.COALSIM_TEST_PG === 'external';

// Workspace packages are used from source: no build step before tests. Without the bundlers'
// `module` condition, as Node resolves: it would pick the AWS SDK's extensionless ESM build,
// which only a bundler can load.
const conditions = ['source', ...defaultServerConditions.filter((c) => c !== 'module')];

export default defineProject({
  ssr: { resolve: { conditions } },
  // globalSetup runs in Vitest's own `__vitest__` environment, not `ssr`: it needs the same
  // conditions, or a fresh clone (no contract dist/) fails as soon as the demo seed imports them.
  environments: { __vitest__: { resolve: { conditions } } },
  test: {
    name: external ? 'server (external PostgreSQL)' : 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // These start their own embedded PostgreSQL: once per run is enough.
    exclude: external
      ? [
          'src/db/embedded-postgres.test.ts',
          'src/process.test.ts',
          'src/process-postgres-crash.test.ts',
          'src/audit-durability.test.ts',
          'src/modules/database/restore-crash.test.ts',
        ]
      : [],
    // The Redis check first: under CI without TEST_REDIS_URL it fails the run before PostgreSQL
    // starts, so it leaves nothing running.
    globalSetup: ['src/testing/redis-setup.ts', 'src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
