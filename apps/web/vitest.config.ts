import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Tests run in jsdom like a browser, so they resolve packages the way the client build does.
export default defineProject({
  plugins: [react()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // Node loads `antd` itself as CommonJS (lib/), so a module imported from antd's ES build
    // (`antd/es/app`, as the app's provider does for the bundler) would be a second copy, with
    // contexts of its own: tests use the CommonJS copy of those too.
    alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
  },
});
