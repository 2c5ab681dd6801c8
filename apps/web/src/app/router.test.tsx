import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';

// The first render of each lazy page imports antd modules; give it room on a cold, busy machine.
const slow = { timeout: 10_000 };

const CAPTCHA_IMG = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
const captchaReply = { status: 200, data: { img: CAPTCHA_IMG, uuid: 'c-1', enabled: true } };

describe('app routes', { timeout: 30_000 }, () => {
  it('sends / to the portal home and titles it', async () => {
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: '煤炭虚拟仿真空间' }, slow)).toBeVisible();
    expect(router.state.location.pathname).toBe('/index');
    await waitFor(() => expect(document.title).toBe('煤炭虚拟仿真空间 - CoalSim'));
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
  });

  it('shows the 404 page', async () => {
    const { router } = renderApp('/404');

    expect(await screen.findByText('抱歉，您访问的页面不存在', {}, slow)).toBeVisible();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: '返回首页' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('404 - CoalSim'));
  });

  it('shows the 401 page', async () => {
    renderApp('/401');
    expect(await screen.findByText('抱歉，您没有权限访问该页面', {}, slow)).toBeVisible();
  });

  it('shows the login form with the captcha picture', async () => {
    const adapter = mockApi({ 'GET /auth/code': captchaReply });
    renderApp('/login');

    expect(await screen.findByLabelText('账号', {}, slow)).toBeVisible();
    expect(screen.getByLabelText('密码')).toBeVisible();
    expect(screen.getByLabelText('验证码')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: '记住我' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: '登录' })).toBeVisible();
    expect(await screen.findByRole('img', { name: '验证码图片' })).toHaveAttribute('src', CAPTCHA_IMG);
    expect(adapter).toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('登录 - CoalSim'));
  });

  it('hides the captcha when the server has it turned off', async () => {
    mockApi({ 'GET /auth/code': { status: 200, data: { img: '', uuid: '', enabled: false } } });
    renderApp('/login');

    expect(await screen.findByLabelText('账号', {}, slow)).toBeVisible();
    await waitFor(() => expect(screen.queryByLabelText('验证码')).not.toBeInTheDocument());
  });

  it('rejects the reserved username on the register form', async () => {
    mockApi({ 'GET /auth/code': captchaReply });
    const { user } = renderApp('/register');

    const username = await screen.findByLabelText('用户名', {}, slow);
    await user.type(username, 'admin');
    // antd animates the message in; jsdom never runs the animation, so assert presence, not visibility.
    expect(await screen.findByText('用户名只能包含字母和数字，且不能为 admin 或 editor')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radio', { name: '个人用户' })).toBeChecked();
  });

  it('registers and continues to the login page with the new username', async () => {
    const adapter = mockApi({
      'GET /auth/code': captchaReply,
      'POST /auth/register': {
        status: 201,
        data: { id: 9, username: 'miner01', nickName: 'miner01', role: 3 },
      },
    });
    const { router, user } = renderApp('/register');

    await user.type(await screen.findByLabelText('用户名', {}, slow), 'miner01');
    await user.type(screen.getByLabelText('密码'), 'coal2024x');
    await user.type(screen.getByLabelText('确认密码'), 'coal2024x');
    await user.type(screen.getByLabelText('验证码'), '7');
    await user.click(screen.getByRole('button', { name: '注册' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const registerCall = adapter.mock.calls.find(([config]) => config.url === '/auth/register');
    expect(JSON.parse(String(registerCall?.[0].data))).toEqual({
      username: 'miner01',
      password: 'coal2024x',
      role: 3,
      code: '7',
      uuid: 'c-1',
    });
    expect(await screen.findByLabelText('账号', {}, slow)).toHaveValue('miner01');
    expect(screen.getByRole('status')).toHaveTextContent('注册成功，请登录');
  });

  it('turns /redirect/<path> back into /<path>, keeping the query', async () => {
    mockApi({ 'GET /auth/code': captchaReply });
    const { router } = renderApp('/redirect/login?redirect=/index');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=/index');
  });
});
