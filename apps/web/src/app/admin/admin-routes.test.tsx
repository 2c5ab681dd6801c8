import type { CurrentUser } from '@coalsim/contract';
import { waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../stores/user-store';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const TOKEN = `Bearer ${'a'.repeat(43)}`;
const slow = { timeout: 10_000 };

const account = (role: number): CurrentUser => ({
  id: 20 + role,
  username: `portal${role}`,
  nickName: `门户用户${role}`,
  role,
  avatarName: null,
  email: null,
  phone: null,
  gender: null,
  enterprise: null,
  roles: ['ROLE_SYSTEM_DEFAULT'],
});

function signedInAs(role: number) {
  Cookies.set('COALSIM_TOKEN', TOKEN);
  useUserStore.setState({ token: TOKEN });
  return mockApi({
    'GET /auth/info': { status: 200, data: account(role) },
    'GET /api/menus/build': { status: 200, data: [] },
    'GET /api/dictDetail': { status: 200, data: { content: [], totalElements: 0 } },
  });
}

afterEach(() => {
  Cookies.remove('COALSIM_TOKEN');
  useUserStore.setState({ token: undefined, user: null, roles: [], menus: null, loadMenus: false });
});

describe('back-office addresses opened by a portal account', { timeout: 30_000 }, () => {
  it.each([2, 3])('account type %i: 个人中心 goes to the portal centre', async (role) => {
    signedInAs(role);
    const { router } = renderApp('/user/center');
    await waitFor(() => expect(router.state.location.pathname).toBe('/center/info'), slow);
  });

  it.each([2, 3])(
    'account type %i: any other back-office page is 401, no back-office API asked',
    async (role) => {
      const adapter = signedInAs(role);
      const { router } = renderApp('/home');
      await waitFor(() => expect(router.state.location.pathname).toBe('/401'), slow);
      const asked = adapter.mock.calls.map(([c]) => c.url);
      expect(asked).not.toContain('/api/dashboard/summary');
      expect(
        asked.filter((u) => u?.startsWith('/api/') && !['/api/menus/build', '/api/dictDetail'].includes(u)),
      ).toEqual([]);
    },
  );
});
