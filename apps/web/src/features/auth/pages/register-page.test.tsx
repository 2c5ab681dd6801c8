import { CREDIT_CODE_MESSAGE } from '@coalsim/contract';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { RegisterPage } from './register-page';

const captcha = { status: 200, data: { img: 'data:image/svg+xml,', uuid: 'u1', enabled: true } };
const CODE = '91350100M000100Y43';
const TAKEN = '该统一社会信用代码已注册，如为本企业请联系平台管理员';

async function fillAccount(user: UserEvent) {
  await user.type(screen.getByLabelText('用户名'), 'coalco01');
  await user.type(screen.getByLabelText('密码'), 'goodpass2026');
  await user.type(screen.getByLabelText('确认密码'), 'goodpass2026');
  await user.type(screen.getByLabelText('验证码'), '7');
}

/** The account types are button-style radios: their inputs take no pointer, their labels do. */
async function choose(user: UserEvent, type: '个人用户' | '企业用户') {
  await user.click((await screen.findByRole('radio', { name: type })).closest('label')!);
}

/** Any path renders the page, so that leaving for the sign-in page (not under test) finds a route. */
const renderRegister = () => renderPage(<RegisterPage />, '/register', '*');

function registerCalls(adapter: ReturnType<typeof mockApi>) {
  return adapter.mock.calls.filter(([config]) => config.url === '/auth/register');
}

describe('register page', { timeout: 20_000 }, () => {
  it('asks an enterprise user for the enterprise and checks the code before sending', async () => {
    const adapter = mockApi({
      'GET /auth/code': captcha,
      'POST /auth/register': {
        status: 201,
        data: { id: 9, username: 'coalco01', nickName: 'coalco01', role: 2 },
      },
    });
    const { user, router } = renderRegister();

    // 个人用户 by default: no enterprise fields.
    expect(await screen.findByRole('radio', { name: '个人用户' })).toBeChecked();
    expect(screen.queryByLabelText('企业名称')).not.toBeInTheDocument();

    await choose(user, '企业用户');
    expect(await screen.findByText(/注册后由平台审核企业资料/)).toBeInTheDocument();
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('请输入企业名称')).toBeInTheDocument();
    expect(screen.getByText('请输入统一社会信用代码')).toBeInTheDocument();

    await user.type(screen.getByLabelText('企业名称'), '东山煤业有限公司');
    const code = screen.getByLabelText('统一社会信用代码');
    await user.type(code, '91350100M000100Y4');
    expect(await screen.findByText('统一社会信用代码为18位')).toBeInTheDocument();
    // A wrong check character: the contract's own message, before anything is sent.
    await user.type(code, '4');
    expect(await screen.findByText(CREDIT_CODE_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(registerCalls(adapter)).toHaveLength(0);

    // Typed in lower case, sent in capitals.
    await user.clear(code);
    await user.type(code, CODE.toLowerCase());
    expect(code).toHaveValue(CODE);
    await waitFor(() => expect(screen.queryByText(CREDIT_CODE_MESSAGE)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '注册' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(JSON.parse(String(registerCalls(adapter)[0]?.[0].data))).toEqual({
      username: 'coalco01',
      password: 'goodpass2026',
      role: 2,
      enterprise: { name: '东山煤业有限公司', creditCode: CODE },
      uuid: 'u1',
      code: '7',
    });
  });

  it('puts the server’s duplicate-code answer under the code field', async () => {
    mockApi({
      'GET /auth/code': captcha,
      'POST /auth/register': {
        status: 409,
        data: {
          status: 409,
          message: TAKEN,
          timestamp: 0,
          fieldErrors: { 'enterprise.creditCode': [TAKEN] },
        },
      },
    });
    const { user } = renderRegister();

    await choose(user, '企业用户');
    await user.type(await screen.findByLabelText('企业名称'), '示例煤业集团');
    await user.type(screen.getByLabelText('统一社会信用代码'), CODE);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: '注册' }));

    const help = await screen.findByText(TAKEN, { selector: '.ant-form-item-explain-error' });
    expect(help.closest('.ant-form-item')).toContainElement(screen.getByLabelText('统一社会信用代码'));
  });

  it('sends no enterprise for an individual, even after one was typed', async () => {
    const adapter = mockApi({
      'GET /auth/code': captcha,
      'POST /auth/register': {
        status: 201,
        data: { id: 9, username: 'coalco01', nickName: 'coalco01', role: 3 },
      },
    });
    const { user } = renderRegister();

    await choose(user, '企业用户');
    await user.type(await screen.findByLabelText('企业名称'), '半途而废');
    await choose(user, '个人用户');
    expect(screen.queryByLabelText('企业名称')).not.toBeInTheDocument();
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: '注册' }));

    await waitFor(() => expect(registerCalls(adapter)).toHaveLength(1));
    expect(JSON.parse(String(registerCalls(adapter)[0]?.[0].data))).not.toHaveProperty('enterprise');
  });
});
