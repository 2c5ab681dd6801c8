import path from 'node:path';

import type { Rolldown } from 'vite';

import { paths } from '../src/config/paths.ts';
import type { PrerenderModule } from './prerender.ts';

type OutputBundle = Rolldown.OutputBundle;
type FrameSpec = PrerenderModule['FRAMES'][number];

/** A page visitors often open first: its address paths (no `#`, no query) and its lazy route modules. */
export interface LandingRoute {
  paths: string[];
  routeModules: string[];
}

/**
 * The pages with a first frame (their addresses and modules come from the frames' declaration),
 * and the sign-in and registration pages, where links from elsewhere and every 401 lead.
 */
export function landingRoutes(frames: FrameSpec[]): LandingRoute[] {
  const framePaths = (hashes: string[]) => [
    ...new Set(hashes.map((hash) => hash.replace(/^#/, '').replace(/(.)\/$/, '$1') || '/')),
  ];
  return [
    ...frames.map((frame) => ({ paths: framePaths(frame.hashes), routeModules: frame.routeModules })),
    { paths: [paths.login], routeModules: ['src/features/auth/pages/login-page.tsx'] },
    { paths: [paths.register], routeModules: ['src/features/auth/pages/register-page.tsx'] },
  ];
}

/** The chunks that `modules` (lazy route modules, relative to `root`) load, their own included. */
export function chunkClosure(bundle: OutputBundle, root: string, modules: string[]): Rolldown.OutputChunk[] {
  const wanted = new Set(modules.map((m) => path.join(root, m)));
  const found: Rolldown.OutputChunk[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || seen.has(fileName)) return;
    seen.add(fileName);
    found.push(chunk);
    chunk.imports.forEach(visit);
  };
  // A route module is a chunk's facade, or part of a chunk group (the portal's): either way, the
  // one chunk that holds it.
  for (const id of wanted) {
    const home = Object.entries(bundle).find(
      ([, chunk]) => chunk.type === 'chunk' && chunk.moduleIds.includes(id),
    );
    if (!home) throw new Error(`route-preloads: no chunk holds ${path.relative(root, id)}`);
    visit(home[0]);
  }
  return found;
}

/**
 * For each landing route, its paths and the script URLs its lazy routes load, minus `loaded`
 * (what the page loads anyway): the table the start-up script preloads from.
 */
export function routePreloadTable(
  bundle: OutputBundle,
  root: string,
  routes: LandingRoute[],
  loaded: Set<string>,
): Array<[string[], string[]]> {
  return routes.map((route) => [
    route.paths,
    chunkClosure(bundle, root, route.routeModules)
      .map((chunk) => `/${chunk.fileName}`)
      .filter((url) => !loaded.has(url)),
  ]);
}
