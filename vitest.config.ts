import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace; each project has its own environment and setup.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
