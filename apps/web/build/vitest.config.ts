import { defineProject } from 'vitest/config';

// The build's plugins run in Node, on fixtures and on the installed libraries they rewrite: no
// browser environment and none of the app's test setup.
export default defineProject({
  test: {
    name: 'web build',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 120_000,
  },
});
