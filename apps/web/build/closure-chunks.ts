import path from 'node:path';

import type { Rolldown } from 'vite';

import { LANDING_PAGES } from '../src/app/landing-pages.ts';

type NameFunction = Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>;
type ChunkingContext = Parameters<NameFunction>[1];

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
 * A chunk named `name` of what the `members` modules import, statically and recursively, except
 * what the `except` modules import: those load without this chunk, so none of it may be theirs.
 * Only the modules found here are captured, not their dependencies, which would bring shared ones
 * along. Paths are relative to the app's root.
 */
function closureChunk(
  name: string,
  root: string,
  members: readonly string[],
  except: readonly string[],
  only: RegExp = /./,
): Rolldown.CodeSplittingGroup {
  let captured: Set<string> | undefined;
  const absolute = (files: readonly string[]) => files.map((file) => path.join(root, file));
  return {
    name(id, ctx) {
      if (!captured) {
        captured = staticClosure(ctx, absolute(members));
        for (const other of staticClosure(ctx, absolute(except))) captured.delete(other);
      }
      return captured.has(id) && only.test(id) ? name : null;
    },
    includeDependenciesRecursively: false,
  };
}

const ENTRY = 'src/main.tsx';
const LOGIN = LANDING_PAGES.login.routeModules;
const HOME = LANDING_PAGES.home.routeModules;
const ANTD_ROUTE = 'src/app/antd-route.tsx';

/**
 * antd's core (its provider, theme, CSS-in-JS engine, `App` with its notices) in one chunk,
 * `antd`, which every page but the sign-in page and the portal's home loads: those render no antd,
 * so nothing of it may be part of the entry's or their code (icons, which they do use, stay out).
 * Left to automatic splitting, it would be cut by the combinations of pages that use each part.
 */
export function antdChunk(root: string): Rolldown.CodeSplittingGroup {
  return closureChunk('antd', root, [ANTD_ROUTE], [ENTRY, ...LOGIN, ...HOME]);
}

/**
 * The libraries the sign-in page needs beyond the entry's (its icons) in one chunk,
 * `sign-in-vendor`: antd's core and the portal use the same icons, so apart they made a small
 * chunk of each icon, which the other first visits fetched too. The brand mark (the sign-in page's,
 * both shells' and the footer's) joins them for the same reason.
 */
export function signInVendorChunk(root: string): Rolldown.CodeSplittingGroup {
  return closureChunk(
    'sign-in-vendor',
    root,
    LOGIN,
    [ENTRY],
    /node_modules|[\\/]src[\\/]components[\\/]brand[\\/]/,
  );
}

/**
 * The libraries the portal's shell and home page need beyond the entry's and the sign-in page's
 * (icons, the query cache's prefetching) in one chunk, `portal-vendor`. antd's core and the other
 * pages use some of them too, so they cannot be part of the `portal` chunk: apart, each made a
 * small chunk, which the home page's first visit fetched one by one.
 */
export function portalVendorChunk(root: string): Rolldown.CodeSplittingGroup {
  return closureChunk('portal-vendor', root, HOME, [ENTRY, ...LOGIN], /node_modules/);
}

/**
 * The portal's shell and its home page in one chunk, `portal`. Left to automatic splitting, the
 * modules they share with the other pages (icons, cards, hooks) became one small chunk per
 * combination of pages: a first visit of /#/index fetched 44 files, and over HTTP/1.1 a slow phone
 * pays a round trip for every six, and every file costs a script evaluation and a preload link.
 *
 * The group takes what the shell and the home page import, except what the entry, antd's core,
 * the login or the registration page import: those first visits must not fetch the portal's chunk,
 * so that stays shared. (It needs the exact icons each page imports: `icon-imports.ts`.) The
 * software and news pages, and back-office pages that use one of its modules, fetch it too, once.
 */
export function portalChunk(root: string): Rolldown.CodeSplittingGroup {
  return closureChunk('portal', root, HOME, [
    ENTRY,
    ANTD_ROUTE,
    ...LOGIN,
    ...LANDING_PAGES.register.routeModules,
  ]);
}

/**
 * The software detail page's own modules (its gallery, marks, request button, related list) in one
 * chunk, `soft-detail`: a shared link's first visit fetched them as ten files of 1–2 KB, in rounds
 * of six over HTTP/1.1. Modules the landing pages load stay out, so those never fetch this chunk;
 * libraries and the app's shared code stay out too, as most lazy pages share them.
 */
const NOT_SOFT_DETAIL = [
  ENTRY,
  ANTD_ROUTE,
  ...LOGIN,
  ...HOME,
  ...LANDING_PAGES.register.routeModules,
  ...LANDING_PAGES.soft.routeModules,
];

export function softDetailChunk(root: string): Rolldown.CodeSplittingGroup {
  return closureChunk(
    'soft-detail',
    root,
    LANDING_PAGES.softDetail.routeModules,
    NOT_SOFT_DETAIL,
    // Its own feature's modules only: the shared components it uses (list requests, the launch
    // button, rich text) are most pages', and with them every list page fetched this chunk.
    /[\\/]src[\\/]features[\\/]soft[\\/]/,
  );
}

/**
 * The app's shared code the software detail page loads (list requests, the launch button, rich
 * text, the empty and failed states, with their icons and hooks) in one small chunk, `soft-detail-shared`, rather than a file
 * each: the software centre and most signed-in pages use them too, and fetch this chunk instead of
 * the page's own.
 */
export function softDetailSharedChunk(root: string): Rolldown.CodeSplittingGroup {
  return closureChunk(
    'soft-detail-shared',
    root,
    LANDING_PAGES.softDetail.routeModules,
    [ENTRY, ANTD_ROUTE, ...LOGIN, ...HOME, ...LANDING_PAGES.register.routeModules],
    /^(?!.*[\\/]src[\\/]features[\\/]soft[\\/])/,
  );
}
