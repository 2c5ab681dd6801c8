import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';

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
