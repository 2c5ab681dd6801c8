import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages are used from source: no build step before tests.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: process.env.COALSIM_TEST_PG === 'external' ? 'server (external PostgreSQL)' : 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
