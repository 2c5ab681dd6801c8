import path from 'node:path';

import type { Rolldown } from 'vite';

import { LANDING_PAGES } from '../../src/app/landing-pages.ts';

export const ROOT = '/app';

interface ChunkSpec {
  name: string;
  /** Module paths relative to ROOT. */
  modules?: string[];
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** An output bundle of chunks (file `assets/<name>.js`) and assets, as Rolldown hands it to plugins. */
export function fakeBundle(chunks: ChunkSpec[], assets: Record<string, string> = {}): Rolldown.OutputBundle {
  const bundle: Record<string, unknown> = {};
  for (const c of chunks) {
    bundle[`assets/${c.name}.js`] = {
      type: 'chunk',
      name: c.name,
      fileName: `assets/${c.name}.js`,
      isEntry: Boolean(c.isEntry),
      moduleIds: (c.modules ?? []).map((m) => path.join(ROOT, m)),
      imports: (c.imports ?? []).map((i) => `assets/${i}.js`),
      viteMetadata: { importedCss: new Set(c.css ?? []), importedAssets: new Set() },
    };
  }
  for (const [fileName, source] of Object.entries(assets))
    bundle[fileName] = { type: 'asset', fileName, source };
  return bundle as Rolldown.OutputBundle;
}

/**
 * The app's chunks in miniature: the entry and React, antd's core, and one chunk per landing
 * page's own route modules (the portal's shell with the home page), each importing what it needs.
 */
export function appBundle(assets: Record<string, string> = {}): Rolldown.OutputBundle {
  const { home, soft, softDetail, login, register } = LANDING_PAGES;
  return fakeBundle(
    [
      { name: 'index', modules: ['src/main.tsx'], imports: ['react'], isEntry: true },
      { name: 'react' },
      { name: 'antd', modules: ['src/app/antd-route.tsx'], imports: ['react', 'index'] },
      { name: 'portal', modules: [...home.routeModules], imports: ['react'], css: ['assets/portal.css'] },
      {
        name: 'soft-list',
        modules: [soft.routeModules[2]!],
        imports: ['portal', 'antd'],
        css: ['assets/soft-list.css'],
      },
      { name: 'soft-detail', modules: [softDetail.routeModules[1]!], imports: ['portal'] },
      { name: 'login', modules: [...login.routeModules], imports: ['react'] },
      { name: 'register', modules: [register.routeModules[1]!], imports: ['antd'] },
    ],
    assets,
  );
}
