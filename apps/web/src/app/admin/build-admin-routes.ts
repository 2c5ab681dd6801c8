import type { MenuVo } from '@coalsim/contract';
import { matchPath } from 'react-router-dom';

import { isExternal } from './admin-route';
import type { AdminMenuItem, AdminRoute, Crumb } from './admin-route';
import { CONSTANT_ADMIN_ROUTES, CONSTANT_MENU } from './constant-admin-routes';

/** Component names that are containers, not pages (spec §2 server-supplied routes). */
const LAYOUT = 'Layout';
const PARENT_VIEW = 'ParentView';

function joinPath(base: string, segment: string): string {
  if (isExternal(segment) || segment.startsWith('/')) return segment;
  return `${base.replace(/\/+$/, '')}/${segment}`;
}

/** A directory's breadcrumb entry; eladmin's `redirect: 'noredirect'` means "not a link". */
function crumbOf(node: MenuVo, path: string): Crumb | undefined {
  if (!node.meta) return undefined;
  if (!node.redirect || node.redirect === 'noredirect') return { title: node.meta.title };
  return { title: node.meta.title, path: joinPath(path, node.redirect) };
}

function collectRoutes(
  node: MenuVo,
  base: string,
  parents: Crumb[],
  hiddenAbove: boolean,
  out: AdminRoute[],
) {
  const path = joinPath(base, node.path);
  const hidden = hiddenAbove || node.hidden;
  // External links open in a new tab: they are menu entries, never pages of the layout.
  if (isExternal(path)) return;
  const children = node.children ?? [];
  if (children.length > 0) {
    // Layout, ParentView (or any node with children) only groups: its pages take its path as prefix.
    const crumb = crumbOf(node, path);
    const next = crumb ? [...parents, crumb] : parents;
    for (const child of children) collectRoutes(child, path, next, hidden, out);
    return;
  }
  // A directory left without pages has nothing to show.
  if (!node.component || node.component === LAYOUT || node.component === PARENT_VIEW) return;
  out.push({
    path,
    name: node.name ?? path,
    component: node.component,
    hidden,
    meta: {
      title: node.meta?.title ?? node.name ?? path,
      icon: node.meta?.icon,
      noCache: node.meta?.noCache,
    },
    parents,
  });
}

/**
 * Flattens the server's route tree into pages with full paths: `Layout` and `ParentView` are
 * pass-through containers, so `/system` → `dept` (ParentView) → `list` becomes `/system/dept/list`.
 * Hidden pages stay routable; they are only flagged for the sidebar and the search.
 */
export function flattenServerRoutes(menus: readonly MenuVo[]): AdminRoute[] {
  const out: AdminRoute[] = [];
  for (const node of menus) collectRoutes(node, '/', [], false, out);
  return out;
}

function toMenuItem(node: MenuVo, base: string): AdminMenuItem | undefined {
  if (node.hidden) return undefined;
  const path = joinPath(base, node.path);
  if (!node.children || node.children.length === 0) {
    if (
      !isExternal(path) &&
      (!node.component || node.component === LAYOUT || node.component === PARENT_VIEW)
    ) {
      return undefined;
    }
    return {
      key: path,
      title: node.meta?.title ?? node.name ?? path,
      icon: node.meta?.icon,
      external: isExternal(path),
    };
  }
  const children = node.children.flatMap((child) => toMenuItem(child, path) ?? []);
  if (children.length === 0) return undefined;
  // eladmin's sidebar: a container with a single visible page (the wrapped top-level page) shows
  // that page in its place, unless the server asked for the directory to be shown anyway.
  const [only] = children;
  if (children.length === 1 && only && !only.children && !node.alwaysShow) return only;
  return { key: path, title: node.meta?.title ?? node.name ?? path, icon: node.meta?.icon, children };
}

/** The sidebar tree of the server's menus: hidden entries and empty directories left out. */
export function buildServerMenu(menus: readonly MenuVo[]): AdminMenuItem[] {
  return menus.flatMap((node) => toMenuItem(node, '/') ?? []);
}

export interface AdminRouteTable {
  /** Constant pages first, so a server entry can never shadow them. */
  routes: AdminRoute[];
  menu: AdminMenuItem[];
}

/** Everything the admin layout derives from `api/menus/build`. */
export function buildAdminRouteTable(menus: readonly MenuVo[]): AdminRouteTable {
  return {
    routes: [...CONSTANT_ADMIN_ROUTES, ...flattenServerRoutes(menus)],
    menu: [...CONSTANT_MENU, ...buildServerMenu(menus)],
  };
}

/** The page for a pathname: an exact path first, then one with `:param` segments. */
export function matchAdminRoute(pathname: string, routes: readonly AdminRoute[]): AdminRoute | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    routes.find((r) => r.path === normalised) ??
    routes.find((r) => r.path.includes(':') && matchPath({ path: r.path, end: true }, normalised))
  );
}

/** Keys of the directories that contain `key`, outermost first (the submenus to open). */
export function menuAncestors(menu: readonly AdminMenuItem[], key: string): string[] {
  const walk = (items: readonly AdminMenuItem[]): string[] | undefined => {
    for (const item of items) {
      if (item.key === key) return [];
      const below = item.children && walk(item.children);
      if (below) return [item.key, ...below];
    }
    return undefined;
  };
  return walk(menu) ?? [];
}
