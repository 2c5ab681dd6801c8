import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages are used from source: no build step before tests.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: { name: 'contract', environment: 'node', include: ['src/**/*.test.ts'] },
});
