import { create } from 'zustand';

/** The meta a tab keeps from its route (spec §3 route meta). */
export interface TagViewMeta {
  title?: string | undefined;
  /** Pinned: the tab cannot be closed. */
  affix?: boolean | undefined;
  /** The page is never kept alive. */
  noCache?: boolean | undefined;
}

/** What the layout hands over when a page is opened. */
export interface TagViewInput {
  /** The pathname: one tab per path. */
  path: string;
  /** Path and query: where the tab leads back to. */
  fullPath?: string | undefined;
  /** Route name: the key of the page cache. Pages without one are never cached. */
  name?: string | undefined;
  meta: TagViewMeta;
}

/** A tab of the tags bar (spec §3 visitedViews). */
export interface TagView {
  path: string;
  fullPath: string;
  name: string | undefined;
  /** From meta.title, or 'no-name'. */
  title: string;
  meta: TagViewMeta;
}

/** Enough of a view to find its tab and cache entry. */
export interface TagViewRef {
  path: string;
  name?: string | undefined;
}

export interface TagsViewState {
  visitedViews: TagView[];
  /** Route names of the pages kept alive (spec §3 cachedViews). */
  cachedViews: string[];

  /** A page was opened: add its tab and, unless meta.noCache, its cache entry. */
  addView(view: TagViewInput): void;
  addVisitedView(view: TagViewInput): void;
  addCachedView(view: TagViewInput): void;
  /** Closes one tab (pinned ones stay) and drops its cache. */
  delView(view: TagViewRef): void;
  /** Drops only the cache, so the page mounts afresh next time (the 刷新 action). */
  delCachedView(view: Pick<TagViewRef, 'name'>): void;
  /** Keeps the pinned tabs and `view`. */
  delOthersViews(view: TagViewRef): void;
  /** Keeps the pinned tabs only. */
  delAllViews(): void;
  /** Refreshes a tab's title or query when its page is shown again. */
  updateVisitedView(view: TagViewInput): void;
}

function toTag(view: TagViewInput): TagView {
  return {
    path: view.path,
    fullPath: view.fullPath ?? view.path,
    name: view.name,
    title: view.meta.title || 'no-name',
    meta: { ...view.meta },
  };
}

function cacheable(view: Pick<TagViewInput, 'name' | 'meta'>): view is { name: string; meta: TagViewMeta } {
  return Boolean(view.name) && !view.meta.noCache;
}

/** Cache entries still backed by an open tab: a closed tab must not keep its page alive. */
function cachedOf(views: TagView[], cached: string[]): string[] {
  const open = new Set(views.map((v) => v.name));
  return cached.filter((name) => open.has(name));
}

export const useTagsViewStore = create<TagsViewState>()((set, get) => ({
  visitedViews: [],
  cachedViews: [],

  addView(view) {
    get().addVisitedView(view);
    get().addCachedView(view);
  },
  addVisitedView(view) {
    if (get().visitedViews.some((v) => v.path === view.path)) return;
    set((s) => ({ visitedViews: [...s.visitedViews, toTag(view)] }));
  },
  addCachedView(view) {
    if (!cacheable(view) || get().cachedViews.includes(view.name)) return;
    set((s) => ({ cachedViews: [...s.cachedViews, view.name] }));
  },
  delView(view) {
    set((s) => {
      const visitedViews = s.visitedViews.filter((v) => v.meta.affix || v.path !== view.path);
      return { visitedViews, cachedViews: cachedOf(visitedViews, s.cachedViews) };
    });
  },
  delCachedView(view) {
    set((s) => ({ cachedViews: s.cachedViews.filter((name) => name !== view.name) }));
  },
  delOthersViews(view) {
    set((s) => {
      const visitedViews = s.visitedViews.filter((v) => v.meta.affix || v.path === view.path);
      return { visitedViews, cachedViews: cachedOf(visitedViews, s.cachedViews) };
    });
  },
  delAllViews() {
    set((s) => {
      const visitedViews = s.visitedViews.filter((v) => v.meta.affix);
      return { visitedViews, cachedViews: cachedOf(visitedViews, s.cachedViews) };
    });
  },
  updateVisitedView(view) {
    set((s) => ({
      visitedViews: s.visitedViews.map((v) =>
        v.path === view.path ? { ...toTag(view), meta: { ...v.meta, ...view.meta } } : v,
      ),
    }));
  },
}));
