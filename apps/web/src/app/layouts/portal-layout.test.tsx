import type { CurrentUser, SiteInfo } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../stores/user-store';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const slow = { timeout: 10_000 };
const TOKEN = `Bearer ${'p'.repeat(43)}`;
const empty = { status: 200, data: { content: [], totalElements: 0 } };

function userOfRole(role: number): CurrentUser {
  return {
    id: 10 + role,
    username: `user${role}`,
    nickName: `用户${role}`,
    role,
    avatarName: null,
    email: null,
    phone: null,
    gender: null,
    enterprise: null,
    roles: ['ROLE_SYSTEM_DEFAULT'],
  };
}

const SITE = {
  hostText: '主办单位：某省煤炭工业协会',
  copyrightYears: '2018-2026',
  filingNumber: '晋ICP备12345678号-2',
};

/** The portal's own data calls, answered empty so the pages render without a network. */
function mockPortal(user?: CurrentUser, site: SiteInfo = SITE) {
  Cookies.set('COALSIM_TOKEN', TOKEN);
  if (user) useUserStore.setState({ token: TOKEN });
  return mockApi({
    ...(user
      ? { 'GET /auth/info': { status: 200, data: user }, 'GET /api/menus/build': { status: 200, data: [] } }
      : {}),
    'GET /api/dictDetail': empty,
    'GET /api/portal/soft': empty,
    'GET /api/portal/news': empty,
    'GET /api/portal/site': { status: 200, data: site },
    'GET /api/portal/stats': {
      status: 200,
      data: { softCount: 0, vendorCount: 0, enterpriseCount: 0, userCount: 0, newsCount: 0 },
    },
  });
}

afterEach(() => {
  Cookies.remove('COALSIM_TOKEN');
  useUserStore.setState({ token: undefined, user: null, roles: [], menus: null, loadMenus: false });
});

const mainNav = () => within(screen.getByRole('banner')).getByRole('navigation', { name: '主导航' });

describe('portal navigation and role gates', { timeout: 30_000 }, () => {
  it('shows the DESIGN §3 items signed out, with 登录 and without 退出登录', async () => {
    mockPortal();
    Cookies.remove('COALSIM_TOKEN');
    renderApp('/index');
    await screen.findByRole('heading', { level: 1, name: '煤炭虚拟仿真空间' }, slow);
    const nav = mainNav();
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual(['首页', '统计分析', '软件中心', '考核中心', '培训中心', '登录']);
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
  });

  it('alerts an individual user on each gated item and stays on the page', async () => {
    mockPortal(userOfRole(3));
    const { router, user } = renderApp('/index');
    await screen.findByRole('heading', { level: 1, name: '煤炭虚拟仿真空间' }, slow);
    await waitFor(() => expect(useUserStore.getState().user?.role).toBe(3));
    expect(within(mainNav()).getByRole('link', { name: '个人中心' })).toHaveAttribute('href', '/center/info');
    expect(within(mainNav()).getByRole('button', { name: '退出登录' })).toBeInTheDocument();

    const cases = [
      ['统计分析', '当前角色无法进入统计分析！'],
      ['考核中心', '当前角色无法进入软件接入！'],
      ['培训中心', '当前角色无法进入考核中心！'],
    ] as const;
    for (const [label, text] of cases) {
      await user.click(within(mainNav()).getByRole('link', { name: label }));
      // jsdom never finishes antd's closing animation, so earlier dialogs linger: take the newest.
      const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
      expect(dialog).toHaveTextContent('提示');
      expect(within(dialog).getByText(text)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/index');
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
    }
  });

  it('turns a gated URL opened directly into the alert and /index', async () => {
    mockPortal(userOfRole(3));
    const { router } = renderApp('/trainPlan');
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('当前角色无法进入考核中心！')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(screen.queryByRole('heading', { name: '培训中心' })).not.toBeInTheDocument();
  });

  it('takes an expert from 考核中心 (the link, or /my-soft typed) to 考核评分, with no alert', async () => {
    mockPortal({ ...userOfRole(3), expert: true });
    const { router } = renderApp('/my-soft');
    await waitFor(() => expect(router.state.location.pathname).toBe('/assess/score'), slow);
    expect(within(mainNav()).getByRole('link', { name: '考核中心' })).toHaveAttribute(
      'href',
      '/assess/score',
    );
    expect(screen.queryByText('当前角色无法进入软件接入！')).not.toBeInTheDocument();
  });

  it('offers 注册账号 in the footer to visitors only', async () => {
    mockPortal();
    Cookies.remove('COALSIM_TOKEN');
    const view = renderApp('/index');
    await screen.findByRole('heading', { level: 1, name: '煤炭虚拟仿真空间' }, slow);
    const footerNav = () => screen.getByRole('navigation', { name: '页脚导航' });
    expect(within(footerNav()).getByRole('link', { name: '注册账号' })).toBeInTheDocument();
    view.unmount();

    mockPortal(userOfRole(2));
    renderApp('/index');
    await screen.findByRole('heading', { level: 1, name: '煤炭虚拟仿真空间' }, slow);
    expect(within(footerNav()).queryByRole('link', { name: '注册账号' })).not.toBeInTheDocument();
    expect(within(footerNav()).getByRole('link', { name: '个人中心' })).toBeInTheDocument();
  });

  it("shows the operator's host, years and filing number in the footer, and no filing number when none is set", async () => {
    mockPortal();
    Cookies.remove('COALSIM_TOKEN');
    const view = renderApp('/index');
    await screen.findByRole('heading', { level: 1, name: '煤炭虚拟仿真空间' }, slow);
    const footer = () => screen.getByRole('contentinfo');
    expect(await within(footer()).findByText('主办单位：某省煤炭工业协会', {}, slow)).toBeInTheDocument();
    expect(within(footer()).getByText(/© 2018-2026 CoalSim/)).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: '晋ICP备12345678号-2' })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
    view.unmount();

    mockPortal(undefined, { ...SITE, filingNumber: null });
    renderApp('/index');
    await screen.findByRole('heading', { level: 1, name: '煤炭虚拟仿真空间' }, slow);
    expect(await within(footer()).findByText('主办单位：某省煤炭工业协会', {}, slow)).toBeInTheDocument();
    expect(within(footer()).queryByRole('link', { name: /ICP/ })).not.toBeInTheDocument();
    expect(within(footer()).queryByText(/备/)).not.toBeInTheDocument();
  });

  it('opens the gated sections to an enterprise user', async () => {
    mockPortal(userOfRole(2));
    const { router, user } = renderApp('/index');
    await screen.findByRole('heading', { level: 1, name: '煤炭虚拟仿真空间' }, slow);
    await waitFor(() => expect(useUserStore.getState().user?.role).toBe(2));
    await user.click(within(mainNav()).getByRole('link', { name: '统计分析' }));
    expect(await screen.findByRole('heading', { level: 1, name: '统计分析' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/stats');
    expect(within(mainNav()).getByRole('link', { name: '统计分析' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('groups the personal centre menu, fills the store with its 18 items and shows a staff account its own', async () => {
    mockPortal(userOfRole(3));
    renderApp('/center');
    const menu = await screen.findByRole('navigation', { name: '个人中心菜单' }, slow);
    expect(await screen.findByRole('heading', { level: 1, name: '个人信息' }, slow)).toBeInTheDocument();
    expect(useUserStore.getState().centerMenu).toHaveLength(18);
    const groups = within(menu)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    // The 企业 and 软件 pages are an enterprise account's (type 2); this one is type 3, with 我的培训 and 我的考试.
    expect(groups).toEqual(['账号', '培训', '考核', '收藏与点赞']);
    expect(within(menu).getAllByRole('link')).toHaveLength(9);
    expect(within(menu).getByRole('link', { name: '我的培训' })).toHaveAttribute('href', '/center/my-train');
    expect(within(menu).getByRole('link', { name: '我的考试' })).toHaveAttribute('href', '/center/my-exam');
    expect(within(menu).getByRole('link', { name: '个人信息' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: '我的收藏' })).toHaveAttribute('href', '/center/collect');
  });
});
