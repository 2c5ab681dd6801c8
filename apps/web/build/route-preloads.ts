import type { Rolldown } from 'vite';

import { LANDING_PAGES } from '../src/app/landing-pages.ts';
import { chunkClosure } from './chunk-closure.ts';

/** A landing page's address paths, the script URLs to preload, and the library chunks to run. */
export type RoutePreload = [paths: readonly string[], preload: string[], run: string[]];

/**
 * The chunk the start-up script runs rather than preloads when a landing page needs it: antd's core
 * (`closure-chunks.ts`). It imports only libraries and the entry, which run first as imports do,
 * and running it defines its modules and nothing more.
 */
const isRunEarly = (chunk: Rolldown.OutputChunk) => chunk.name === 'antd';

/**
 * For each landing page (`src/app/landing-pages.ts`), its address paths and the script URLs its
 * lazy routes load, minus `loaded` (what the page loads anyway): the table the start-up script
 * works from. antd's core among them is to be run, in a task of its own, as the entry's chunks are:
 * left to the router, it would be evaluated with the page's own modules, in one long task (antd's
 * is the largest). If it imports the entry, the entry then runs in that task, not after it: its
 * start-up waits for a task of its own anyway (`main.tsx`). The rest is only preloaded.
 */
export function routePreloadTable(
  bundle: Rolldown.OutputBundle,
  root: string,
  loaded: Set<string>,
): RoutePreload[] {
  const url = (chunk: Rolldown.OutputChunk) => `/${chunk.fileName}`;
  return Object.values(LANDING_PAGES).map((page) => {
    const chunks = chunkClosure(bundle, root, page.routeModules).filter((chunk) => !loaded.has(url(chunk)));
    return [
      page.paths,
      chunks.filter((chunk) => !isRunEarly(chunk)).map(url),
      chunks.filter(isRunEarly).map(url),
    ];
  });
}
