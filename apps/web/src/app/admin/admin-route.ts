/**
 * The back office's route model: what the layout resolves paths against, builds the sidebar,
 * breadcrumb, tabs, search and page cache from. Constant routes and server-supplied ones
 * (eladmin MenuVo) both end up in this shape.
 */

/** Route meta of spec §3. */
export interface AdminRouteMeta {
  title: string;
  /** Icon name, resolved by the layout's icon map. */
  icon?: string | null | undefined;
  /** Never keep the page alive between visits. */
  noCache?: boolean | undefined;
  /** Pinned tab. */
  affix?: boolean | undefined;
  /** `false` leaves the page out of the breadcrumb. */
  breadcrumb?: boolean | undefined;
  /** Sidebar entry to highlight instead of the page's own (for hidden detail pages). */
  activeMenu?: string | undefined;
}

/** A directory above a page; without `path` it is plain text in the breadcrumb (`noredirect`). */
export interface Crumb {
  title: string;
  path?: string | undefined;
}

/** A page of the back office, with its full path (nested directories flattened into it). */
export interface AdminRoute {
  /** Absolute; may contain `:param` segments. */
  path: string;
  /** Route name: the page cache key (eladmin's component name). */
  name: string;
  /** A page name of the page registry. */
  component: string;
  /** Left out of the sidebar and the search (itself or a directory above it is hidden). */
  hidden: boolean;
  meta: AdminRouteMeta;
  /** Directories above the page, outermost first. */
  parents: Crumb[];
}

/** An entry of the sidebar: a page, an external link or a directory. */
export interface AdminMenuItem {
  /** The page's path, the link's URL, or the directory's path. */
  key: string;
  title: string;
  icon?: string | null | undefined;
  external?: boolean | undefined;
  children?: AdminMenuItem[] | undefined;
}

/** Spec §5: an external link starts with https:, http:, mailto: or tel:. */
export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}
