import type { Rolldown } from 'vite';

import { LANDING_PAGES } from '../src/app/landing-pages.ts';
import { chunkClosure } from './chunk-closure.ts';

/**
 * For each landing page (`src/app/landing-pages.ts`), its address paths and the script URLs its
 * lazy routes load, minus `loaded` (what the page loads anyway): the table the start-up script
 * preloads from.
 */
export function routePreloadTable(
  bundle: Rolldown.OutputBundle,
  root: string,
  loaded: Set<string>,
): Array<[readonly string[], string[]]> {
  return Object.values(LANDING_PAGES).map((page) => [
    page.paths,
    chunkClosure(bundle, root, page.routeModules)
      .map((chunk) => `/${chunk.fileName}`)
      .filter((url) => !loaded.has(url)),
  ]);
}
