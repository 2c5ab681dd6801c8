import path from 'node:path';

import type { Rolldown } from 'vite';

import { LANDING_PAGES } from '../src/app/landing-pages.ts';

type NameFunction = Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>;
type ChunkingContext = Parameters<NameFunction>[1];

/** The portal's shell and its home page: the landing, and what every portal page stands in. */
const PORTAL = LANDING_PAGES.home.routeModules;
/** Where else a first visit starts; none of it may bring the portal's chunk along. */
const OTHER_STARTS = [
  'src/main.tsx',
  ...LANDING_PAGES.login.routeModules,
  ...LANDING_PAGES.register.routeModules,
];

/** Every module the given ones import, statically and recursively, themselves included. */
function staticClosure(ctx: ChunkingContext, starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

/**
 * The portal's shell and home page in one chunk, `portal`. Left to automatic splitting, the
 * modules they share with the other pages (icons, cards, hooks) became one small chunk per
 * combination of pages: a first visit of /#/index fetched 44 files, and over HTTP/1.1 a slow phone
 * pays a round trip for every six, and every file costs a script evaluation and a preload link.
 *
 * The group takes what the shell and the home page import, except what the entry, the login or
 * the registration page import: those first visits must not fetch the portal's chunk, so that
 * stays shared. (It needs the exact icons each page imports: `icon-imports.ts`.) The software and
 * news pages, and back-office pages that use one of its modules, fetch it too, once. Only the
 * modules found here are captured, not their dependencies, which would bring shared ones along.
 */
export function portalChunk(root: string): Rolldown.CodeSplittingGroup {
  let members: Set<string> | undefined;
  const absolute = (files: readonly string[]) => files.map((file) => path.join(root, file));
  return {
    name(id, ctx) {
      if (!members) {
        members = staticClosure(ctx, absolute(PORTAL));
        for (const other of staticClosure(ctx, absolute(OTHER_STARTS))) members.delete(other);
      }
      return members.has(id) ? 'portal' : null;
    },
    includeDependenciesRecursively: false,
  };
}
