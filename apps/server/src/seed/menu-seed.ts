/** The shape of a reference menu and the helpers that write the common ones. */
export interface MenuSeed {
  title: string;
  type: 0 | 1 | 2;
  path?: string;
  component?: string;
  componentName?: string;
  icon?: string;
  permission?: string;
  cache?: boolean;
  /** A detail page: routable, never in the sidebar. */
  hidden?: boolean;
  menuSort: number;
  children?: MenuSeed[];
}

/**
 * A page of 系统管理 with its list permission and its 新增/编辑/删除 buttons (export needs only
 * the list permission, as in eladmin, so it has no button of its own). Button titles carry the
 * page's noun because titles are unique.
 */
export function page(
  title: string,
  path: string,
  componentName: string,
  icon: string,
  resource: string,
  menuSort: number,
): MenuSeed {
  const noun = title.replace('管理', '');
  return {
    title,
    type: 1,
    path,
    component: `system/${path}/index`,
    componentName,
    icon,
    permission: `${resource}:list`,
    cache: true,
    menuSort,
    children: [
      { title: `${noun}新增`, type: 2, permission: `${resource}:add`, menuSort: 1 },
      { title: `${noun}编辑`, type: 2, permission: `${resource}:edit`, menuSort: 2 },
      { title: `${noun}删除`, type: 2, permission: `${resource}:del`, menuSort: 3 },
    ],
  };
}

/** A page with its list permission and buttons `[title, permission]` (outside 系统管理). */
export function listPage(
  seed: Omit<MenuSeed, 'type' | 'cache' | 'children'>,
  buttons: [title: string, permission: string][] = [],
): MenuSeed {
  return {
    ...seed,
    type: 1,
    cache: true,
    children: buttons.map(([title, permission], i) => ({ title, type: 2, permission, menuSort: i + 1 })),
  };
}

/**
 * A detail page reached from a list (eladmin's hidden routes): its path starts with `/`, so it is
 * served at the top (`/softMineDetail`) whatever directory it is filed under. No permission of its
 * own: the API it reads asks for its list's permission.
 */
export function detailPage(
  title: string,
  path: string,
  component: string,
  componentName: string,
  menuSort: number,
) {
  return { title, type: 1, path, component, componentName, hidden: true, menuSort } satisfies MenuSeed;
}
