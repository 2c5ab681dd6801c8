import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';

import { api } from '../../../lib/api-client';
import { markSessionExpired } from '../../../lib/auth-token';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { LoginPage } from './login-page';

const captcha = { status: 200, data: { img: 'data:image/svg+xml,', uuid: 'u1', enabled: true } };

describe('login page after a 401', () => {
  it('says why the visitor is here, keeps saying it, and clears the marker', async () => {
    mockApi({ 'GET /auth/code': captcha });
    markSessionExpired();
    renderPage(<LoginPage />, '/login');

    expect(await screen.findByRole('alert')).toHaveTextContent('当前登录状态已过期，请重新登录！');
    expect(Cookies.get('point')).toBeUndefined();
    expect(screen.getByRole('heading', { name: '账号登录' })).toBeInTheDocument();
  });

  it('drops the notice at the next sign-in, so its own answer is what shows (a staff member who left)', async () => {
    const left = '账号已停用：所在企业已将您设为离职。如需恢复，请联系企业管理员';
    mockApi({
      'GET /auth/code': captcha,
      'POST /auth/login': { status: 400, data: { status: 400, message: left, timestamp: 0 } },
    });
    markSessionExpired();
    const notices: string[] = [];
    const restore = api.configure({ notifyError: (m) => notices.push(m) });
    try {
      const { user } = renderPage(<LoginPage />, '/login');
      expect(await screen.findByRole('alert')).toHaveTextContent('当前登录状态已过期，请重新登录！');
      await user.type(screen.getByLabelText('账号'), 'w13934560001');
      await user.type(screen.getByLabelText('密码'), 'Staff2026pw');
      await user.type(screen.getByLabelText('验证码'), '9');
      await user.click(screen.getByRole('button', { name: '登录' }));

      await waitFor(() => expect(notices).toEqual([left]));
      expect(screen.queryByText('当前登录状态已过期，请重新登录！')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('shows no notice on an ordinary visit', async () => {
    mockApi({ 'GET /auth/code': captcha });
    renderPage(<LoginPage />, '/login');

    expect(await screen.findByRole('heading', { name: '账号登录' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('login page captcha', () => {
  it('sends the shown captcha with the answer, and after a failure shows a new one and clears the answer', async () => {
    let served = 0;
    const adapter = mockApi({
      'GET /auth/code': () => {
        served += 1;
        return {
          status: 200,
          data: { img: `data:image/svg+xml,${served}`, uuid: `u${served}`, enabled: true },
        };
      },
      'POST /auth/login': { status: 400, data: { status: 400, message: '验证码错误', timestamp: 0 } },
    });
    const { user } = renderPage(<LoginPage />, '/login');

    expect(await screen.findByRole('img', { name: '验证码图片' })).toHaveAttribute('data-uuid', 'u1');
    await user.type(screen.getByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), '123456');
    await user.type(screen.getByLabelText('验证码'), '9');
    await user.click(screen.getByRole('button', { name: '登录' }));

    const loginCall = await waitFor(() => {
      const call = adapter.mock.calls.find(([config]) => config.url === '/auth/login');
      expect(call).toBeDefined();
      return call!;
    });
    expect(JSON.parse(String(loginCall[0].data))).toEqual({
      username: 'admin',
      password: '123456',
      code: '9',
      uuid: 'u1',
    });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '验证码图片' })).toHaveAttribute('data-uuid', 'u2'),
    );
    expect(screen.getByLabelText('验证码')).toHaveValue('');
  });

  it('sends neither answer nor id when the server has captchas off', async () => {
    const adapter = mockApi({
      'GET /auth/code': { status: 200, data: { img: '', uuid: '', enabled: false } },
      'POST /auth/login': { status: 400, data: { status: 400, message: '用户名或密码错误', timestamp: 0 } },
    });
    const { user } = renderPage(<LoginPage />, '/login');

    await waitFor(() => expect(screen.queryByLabelText('验证码')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() =>
      expect(adapter.mock.calls.some(([config]) => config.url === '/auth/login')).toBe(true),
    );
    const loginCall = adapter.mock.calls.find(([config]) => config.url === '/auth/login')!;
    expect(JSON.parse(String(loginCall[0].data))).toEqual({ username: 'admin', password: 'wrong-pass1' });
  });
});

describe('login page form', () => {
  it('says what is missing on submit, sends nothing, and clears each message as its field is filled', async () => {
    const adapter = mockApi({ 'GET /auth/code': captcha });
    const { user } = renderPage(<LoginPage />, '/login');
    await screen.findByRole('img', { name: '验证码图片' });

    await user.click(screen.getByRole('button', { name: '登录' }));

    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['请输入账号', '请输入密码', '请输入验证码']);
    const account = screen.getByLabelText('账号');
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(account).toHaveAccessibleDescription('请输入账号');
    expect(account).toHaveFocus();
    expect(adapter.mock.calls.some(([config]) => config.url === '/auth/login')).toBe(false);

    await user.type(account, 'admin');
    expect(screen.queryByText('请输入账号')).not.toBeInTheDocument();
    expect(account).not.toHaveAttribute('aria-invalid');
    // A blank account is as good as none; a password is taken as typed, spaces included.
    await user.clear(account);
    await user.type(account, '   ');
    expect(screen.getByText('请输入账号')).toBeInTheDocument();
    await user.type(screen.getByLabelText('密码'), '   ');
    expect(screen.queryByText('请输入密码')).not.toBeInTheDocument();
  });

  it('shows the password on the eye button and hides it again', async () => {
    mockApi({ 'GET /auth/code': captcha });
    const { user } = renderPage(<LoginPage />, '/login');
    const password = await screen.findByLabelText('密码');
    const toggle = screen.getByRole('button', { name: '显示密码' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('fills in the remembered account and keeps 记住我 on for it', async () => {
    Cookies.set('username', 'worker');
    mockApi({ 'GET /auth/code': captcha });
    renderPage(<LoginPage />, '/login');

    expect(await screen.findByLabelText('账号')).toHaveValue('worker');
    expect(screen.getByRole('checkbox', { name: '记住我' })).toBeChecked();
  });
});
