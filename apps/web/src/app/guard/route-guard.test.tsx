import type { CurrentUser } from '@coalsim/contract';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useUserStore } from '../../stores/user-store';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { bootstrapSession } from './session-bootstrap';

const slow = { timeout: 10_000 };
const TOKEN = `Bearer ${'t'.repeat(43)}`;
const worker: CurrentUser = {
  id: 3,
  username: 'worker',
  nickName: '李明',
  role: 3,
  avatarName: null,
  email: null,
  phone: null,
  gender: null,
  enterprise: null,
  roles: ['ROLE_SYSTEM_DEFAULT'],
};

function signedIn() {
  Cookies.set('COALSIM_TOKEN', TOKEN);
  useUserStore.setState({ token: TOKEN });
}

afterEach(() => {
  Cookies.remove('COALSIM_TOKEN');
  useUserStore.setState({ token: undefined, user: null, roles: [], menus: null, loadMenus: false });
});

describe('route guard', { timeout: 30_000 }, () => {
  it('sends a signed-out visitor of a protected page to login with the full original path', async () => {
    mockApi({ 'GET /auth/code': { status: 200, data: { img: '', uuid: '', enabled: false } } });
    const { router } = renderApp('/user/center?tab=password');
    // The first match loads the lazy back-office shell before the guard renders; allow for a cold import.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/user/center?tab=password',
    );
  });

  it('lets a signed-out visitor see the whitelisted pages', async () => {
    const { router } = renderApp('/index');
    expect(await screen.findByRole('heading', { level: 1, name: '煤炭虚拟仿真空间' }, slow)).toBeVisible();
    expect(router.state.location.pathname).toBe('/index');
  });

  it('loads the user, then the menus, for a token without roles, and sends an unknown path to /404', async () => {
    signedIn();
    const adapter = mockApi({
      'GET /auth/info': { status: 200, data: worker },
      'GET /api/menus/build': { status: 200, data: [] },
    });
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), slow);
    const urls = adapter.mock.calls.map(([config]) => config.url);
    // User first, then menus; later calls are the background refresh on navigation.
    expect(urls.slice(0, 2)).toEqual(['/auth/info', '/api/menus/build']);
    expect(adapter.mock.calls[0]?.[0].headers.Authorization).toBe(TOKEN);
    expect(useUserStore.getState()).toMatchObject({
      roles: ['ROLE_SYSTEM_DEFAULT'],
      menus: [],
      loadMenus: false,
    });
  });

  it('asks for the user and the menus once when the start-up read them before the first page', async () => {
    signedIn();
    const adapter = mockApi({
      'GET /auth/info': { status: 200, data: worker },
      'GET /api/menus/build': { status: 200, data: [] },
    });
    // The clock stands still, so the page's mount is "right after" the start-up however slow the
    // first import is here; the refresh a second later is the next test's.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await bootstrapSession(); // as main.tsx does before rendering
      renderApp('/index');
      expect(await screen.findByRole('heading', { level: 1, name: '煤炭虚拟仿真空间' }, slow)).toBeVisible();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const urls = adapter.mock.calls.map(([config]) => config.url);
      expect(urls.filter((url) => url === '/auth/info' || url === '/api/menus/build')).toEqual([
        '/auth/info',
        '/api/menus/build',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('picks up new menus on the next navigation, with no new sign-in', async () => {
    signedIn();
    let menus: unknown[] = [];
    mockApi({
      'GET /auth/info': { status: 200, data: worker },
      'GET /api/menus/build': () => ({ status: 200, data: menus }),
    });
    const { router } = renderApp('/index');
    await waitFor(() => expect(useUserStore.getState().menus).toEqual([]), slow);
    menus = [{ name: 'Extra', path: '/extra', hidden: false, component: 'Layout', meta: null, children: [] }];
    await new Promise((r) => setTimeout(r, 1100));
    await router.navigate('/404');
    await waitFor(() => expect(useUserStore.getState().menus).toEqual(menus), slow);
  });

  it('sends a signed-in user away from /login to /', async () => {
    signedIn();
    mockApi({
      'GET /auth/info': { status: 200, data: worker },
      'GET /api/menus/build': { status: 200, data: [] },
    });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'), slow);
  });

  it('signs out and reloads when the server says the session is gone (401)', async () => {
    signedIn();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    mockApi({
      'GET /auth/info': {
        status: 401,
        data: { status: 401, message: '登录状态已过期，请重新登录', timestamp: 0 },
      },
    });
    renderApp('/user/center');
    await waitFor(() => expect(reload).toHaveBeenCalled(), slow);
    expect(useUserStore.getState().token).toBeUndefined();
    expect(Cookies.get('COALSIM_TOKEN')).toBeUndefined();
    vi.restoreAllMocks();
  });

  it('keeps the session through a 503 and tries again until the server answers', async () => {
    signedIn();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    let calls = 0;
    mockApi({
      'GET /auth/info': () =>
        ++calls === 1
          ? { status: 503, data: { status: 503, message: '数据库暂不可用，请稍后重试', timestamp: 0 } }
          : { status: 200, data: worker },
      'GET /api/menus/build': { status: 200, data: [] },
    });
    renderApp('/center/info');
    await waitFor(() => expect(calls).toBe(2), slow);
    await waitFor(() => expect(useUserStore.getState().user?.username).toBe('worker'), slow);
    expect(useUserStore.getState().token).toBe(TOKEN);
    expect(reload).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
