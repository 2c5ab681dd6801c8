import type { CurrentUser, MenuVo } from '@coalsim/contract';
import { create } from 'zustand';

import { getToken, removeToken, setToken } from '../lib/auth-token';

/** An entry of the personal centre's side menu (filled by the portal). */
export interface CenterMenuItem {
  key: string;
  label: string;
  path: string;
  group: string;
}

/**
 * The signed-in session of spec §3: token, user, permission strings (`roles`), the loadMenus
 * flag, the server-supplied routes, the personal centre menu and the selected software.
 * Signed out means no token cookie (spec §4).
 */
export interface UserState {
  token: string | undefined;
  user: CurrentUser | null;
  roles: string[];
  /** Set by a successful login: the route guard then fetches the menus and resets it. */
  loadMenus: boolean;
  /** `api/menus/build` of the current user; null until loaded. */
  menus: MenuVo[] | null;
  centerMenu: CenterMenuItem[];
  softId: number | null;

  /** After `POST auth/login`: token stored (a session cookie, or 1 day with 记住我), user and roles set. */
  signIn(token: string, user: CurrentUser, remember: boolean): void;
  setUser(user: CurrentUser): void;
  setMenus(menus: MenuVo[]): void;
  setCenterMenu(items: CenterMenuItem[]): void;
  setSoftId(id: number | null): void;
  /** Forgets the session locally (token cookie, user, roles, menus). */
  clear(): void;
}

export const useUserStore = create<UserState>()((set) => ({
  token: getToken(),
  user: null,
  roles: [],
  loadMenus: false,
  menus: null,
  centerMenu: [],
  softId: null,

  signIn(token, user, remember) {
    setToken(token, { remember });
    set({ token, user, roles: user.roles, loadMenus: true, menus: null });
  },
  setUser: (user) => set({ user, roles: user.roles }),
  setMenus: (menus) => set({ menus, loadMenus: false }),
  setCenterMenu: (centerMenu) => set({ centerMenu }),
  setSoftId: (softId) => set({ softId }),
  clear() {
    removeToken();
    set({ token: undefined, user: null, roles: [], loadMenus: false, menus: null, softId: null });
  },
}));
