import type { Rolldown } from 'vite';

import { LANDING_PAGES } from '../src/app/landing-pages.ts';
import { chunkClosure } from './chunk-closure.ts';

/** A landing page's address paths, the script URLs to preload, and the library chunks to run. */
export type RoutePreload = [paths: readonly string[], preload: string[], run: string[]];

/**
 * The chunks the start-up script runs rather than preloads when a landing page needs them: antd's
 * core and the icons it shares with the sign-in page (`closure-chunks.ts`). They import only
 * libraries and the entry, and running them defines their modules and nothing more.
 */
const RUN_EARLY = new Set(['antd', 'sign-in-vendor']);
const isRunEarly = (chunk: Rolldown.OutputChunk) => RUN_EARLY.has(chunk.name);

/** `chunks` ordered so that each comes after the ones among them it imports. */
function importsFirst(chunks: Rolldown.OutputChunk[]): Rolldown.OutputChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const ordered: Rolldown.OutputChunk[] = [];
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (ordered.includes(chunk)) return;
    for (const name of chunk.imports) {
      const dependency = byName.get(name);
      if (dependency) visit(dependency);
    }
    ordered.push(chunk);
  };
  chunks.forEach(visit);
  return ordered;
}

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
    const run = importsFirst(chunks.filter(isRunEarly));
    return [page.paths, chunks.filter((chunk) => !run.includes(chunk)).map(url), run.map(url)];
  });
}
