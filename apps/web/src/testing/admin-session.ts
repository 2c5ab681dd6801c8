import type { CurrentUser, MenuVo } from '@coalsim/contract';
import { afterEach, beforeEach } from 'vitest';

import { useTagsViewStore } from '../stores/tags-view-store';
import { useUserStore } from '../stores/user-store';

/** The super admin as `auth/info` answers for it. */
export const SUPER_ADMIN: CurrentUser = {
  id: 1,
  username: 'admin',
  nickName: '平台管理员',
  role: 1,
  avatarName: null,
  email: null,
  phone: null,
  gender: null,
  enterprise: null,
  roles: ['admin'],
};

/**
 * Each test of the file starts signed in as `user` with `menus` loaded, and leaves no session,
 * menus or tabs behind for the next.
 */
export function signedInForEachTest(user: CurrentUser, menus: MenuVo[]) {
  beforeEach(() => {
    useUserStore.setState({ token: 'Bearer t', user, roles: user.roles, menus, loadMenus: false });
  });
  afterEach(() => {
    useUserStore.setState({ token: undefined, user: null, roles: [], menus: null });
    useTagsViewStore.setState({ visitedViews: [], cachedViews: [] });
  });
}
