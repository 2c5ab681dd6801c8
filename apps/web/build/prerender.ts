import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import react from '@vitejs/plugin-react';
import { build, defaultServerConditions } from 'vite';
import type { Rolldown } from 'vite';

import type * as PrerenderModuleType from '../src/app/prerender.tsx';

export type PrerenderModule = typeof PrerenderModuleType;

const ENTRY = 'src/app/prerender.tsx';

/**
 * `src/app/prerender.tsx` loaded in Node, for the plugins that put build-time renders into
 * index.html: a server build of it with everything bundled (one copy of React and antd, whatever
 * their package formats), written to a temporary folder and imported. CSS modules get the same
 * class names as in the browser build: Vite derives them from the CSS. Built once per build,
 * whichever plugin asks first.
 */
export interface Prerender {
  load(root: string): Promise<PrerenderModule>;
}

export function prerenderModule(): Prerender {
  let loading: Promise<PrerenderModule> | undefined;
  return {
    load(root) {
      loading ??= loadInNode(root);
      return loading;
    },
  };
}

async function loadInNode(root: string): Promise<PrerenderModule> {
  // antd's class prefix differs in development builds; the browser bundle is a production one.
  process.env.NODE_ENV = 'production';
  const result = await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultServerConditions] },
    ssr: { noExternal: true },
    build: {
      ssr: ENTRY,
      write: false,
      minify: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'coalsim-prerender-'));
  try {
    let entry = '';
    for (const file of outputs.flatMap((o) => o.output)) {
      if (file.type !== 'chunk') continue;
      writeFileSync(path.join(dir, file.fileName), file.code);
      if (file.isEntry) entry = file.fileName;
    }
    return (await import(pathToFileURL(path.join(dir, entry)).href)) as PrerenderModule;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
