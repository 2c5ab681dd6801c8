import { screen } from '@testing-library/react';
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
