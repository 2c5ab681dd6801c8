import { AxiosError } from 'axios';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';

import { settings } from '../config/settings';
import { reply } from '../testing/axios-stub';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

function setup(adapter: AxiosAdapter) {
  const effects = { notifyError: vi.fn(), logout: vi.fn(), reload: vi.fn(), forbidden: vi.fn() };
  const client = createApiClient({ baseURL: '', timeout: settings.timeout, adapter, effects });
  return { client, effects };
}

/** Awaits the rejection and returns it, failing the test if the call resolved. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => expect.fail('the call should have been rejected'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const errorBody = (status: number, message: string) => ({ status, message, timestamp: 1 });

describe('api client requests', () => {
  it('sends the token cookie verbatim with a JSON content type and resolves to the body', async () => {
    Cookies.set(settings.tokenCookieName, 'Bearer abc.123');
    let seen: InternalAxiosRequestConfig | undefined;
    const { client } = setup((config) => {
      seen = config;
      return reply(config, { status: 200, data: { ok: true } });
    });

    await expect(client.post('/api/things', { a: 1 })).resolves.toEqual({ ok: true });
    expect(seen?.headers.get('Authorization')).toBe('Bearer abc.123');
    expect(seen?.headers.get('Content-Type')).toBe('application/json');
    expect(seen?.timeout).toBe(1_200_000);
  });

  it('sends no Authorization header when signed out', async () => {
    let seen: InternalAxiosRequestConfig | undefined;
    const { client } = setup((config) => {
      seen = config;
      return reply(config, { status: 200, data: [] });
    });

    await client.get('/api/things');
    expect(seen?.headers.has('Authorization')).toBe(false);
  });

  it('leaves the multipart content type of uploads to the browser', async () => {
    let seen: InternalAxiosRequestConfig | undefined;
    const { client } = setup((config) => {
      seen = config;
      return reply(config, { status: 201, data: {} });
    });

    await client.post('/api/localStorage', new FormData());
    expect(seen?.headers.get('Content-Type')).not.toBe('application/json');
    expect(seen?.data).toBeInstanceOf(FormData);
  });
});

describe('api client error catalogue (spec §8)', () => {
  it('1. reads a JSON blob error and shows its message for 5 s', async () => {
    const blob = new Blob([JSON.stringify(errorBody(400, '导出条件有误'))], { type: 'application/json' });
    const { client, effects } = setup((config) => reply(config, { status: 400, data: blob }));

    const error = await rejection(client.get('/api/users/download', { responseType: 'blob' }));
    expect(effects.notifyError).toHaveBeenCalledExactlyOnceWith('导出条件有误', 5000);
    expect(error).toMatchObject({ status: 400, message: '导出条件有误' });
  });

  it('2. reports a timeout as 网络请求超时 for 5 s', async () => {
    const { client, effects } = setup((config) =>
      Promise.reject(new AxiosError('timeout of 1200000ms exceeded', AxiosError.ECONNABORTED, config)),
    );

    const error = await rejection(client.get('/api/slow'));
    expect(effects.notifyError).toHaveBeenCalledExactlyOnceWith('网络请求超时', 5000);
    expect(error).toMatchObject({ status: undefined, message: '网络请求超时' });
  });

  it('3. on 401 logs out, sets point=401 and reloads, without a notice', async () => {
    const { client, effects } = setup((config) =>
      reply(config, { status: 401, data: errorBody(401, '当前登录状态已过期，请重新登录') }),
    );

    const error = await rejection(client.get('/auth/info'));
    expect(effects.logout).toHaveBeenCalledOnce();
    expect(Cookies.get('point')).toBe('401');
    expect(effects.reload).toHaveBeenCalledOnce();
    expect(effects.notifyError).not.toHaveBeenCalled();
    expect(error.status).toBe(401);
  });

  it('3. a 401 for the password typed again stays signed in: the field error is the answer', async () => {
    const { client, effects } = setup((config) =>
      reply(config, {
        status: 401,
        data: {
          ...errorBody(401, '密码错误，请重新输入当前登录账号的密码'),
          fieldErrors: { password: ['密码错误'] },
        },
      }),
    );

    const error = await rejection(client.post('/api/database/backup/1/restore', { confirm: true }));
    expect(effects.logout).not.toHaveBeenCalled();
    expect(effects.reload).not.toHaveBeenCalled();
    expect(effects.notifyError).toHaveBeenCalledOnce();
    expect(error).toMatchObject({ status: 401, fieldErrors: { password: ['密码错误'] } });
  });

  it('3. the default logout clears the token cookie', async () => {
    Cookies.set(settings.tokenCookieName, 'Bearer stale');
    const reload = vi.fn();
    const client = createApiClient({
      baseURL: '',
      timeout: settings.timeout,
      adapter: (config) => reply(config, { status: 401, data: errorBody(401, '未登录') }),
      effects: { reload },
    });

    await rejection(client.get('/auth/info'));
    expect(Cookies.get(settings.tokenCookieName)).toBeUndefined();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('4. on 403 goes to the no-permission page, without a notice', async () => {
    const { client, effects } = setup((config) =>
      reply(config, { status: 403, data: errorBody(403, '没有权限') }),
    );

    const error = await rejection(client.get('/api/menus'));
    expect(effects.forbidden).toHaveBeenCalledOnce();
    expect(effects.notifyError).not.toHaveBeenCalled();
    expect(effects.reload).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 403, message: '没有权限' });
  });

  it('5. shows any other status’s message for 5 s and keeps the field errors', async () => {
    const body = { ...errorBody(400, '用户名已存在'), fieldErrors: { username: ['用户名已存在'] } };
    const { client, effects } = setup((config) => reply(config, { status: 400, data: body }));

    const error = await rejection(client.post('/auth/register', {}));
    expect(effects.notifyError).toHaveBeenCalledExactlyOnceWith('用户名已存在', 5000);
    expect(error).toMatchObject({
      status: 400,
      message: '用户名已存在',
      fieldErrors: { username: ['用户名已存在'] },
    });
  });

  it('5. falls back to 接口请求失败 when a status comes without a message', async () => {
    const { client, effects } = setup((config) =>
      reply(config, { status: 502, data: '<html>Bad Gateway</html>' }),
    );

    const error = await rejection(client.get('/api/things'));
    expect(effects.notifyError).toHaveBeenCalledExactlyOnceWith('接口请求失败', 5000);
    expect(error.status).toBe(502);
  });

  it('6. shows 接口请求失败 for 5 s when no answer arrived at all', async () => {
    const { client, effects } = setup((config) =>
      Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)),
    );

    const error = await rejection(client.get('/api/things'));
    expect(effects.notifyError).toHaveBeenCalledExactlyOnceWith('接口请求失败', 5000);
    expect(error).toMatchObject({ status: undefined, message: '接口请求失败' });
  });

  it('rejects a cancelled call without showing anything', async () => {
    const controller = new AbortController();
    const { client, effects } = setup(() => new Promise(() => undefined));

    const pending = client.get('/api/things', { signal: controller.signal });
    controller.abort();
    expect((await rejection(pending)).message).toBe('请求已取消');
    expect(effects.notifyError).not.toHaveBeenCalled();
  });

  it('uses the effects configured later and restores the previous ones', async () => {
    const { client, effects } = setup((config) =>
      reply(config, { status: 500, data: errorBody(500, '服务器开小差了') }),
    );
    const notifyError = vi.fn();

    const restore = client.configure({ notifyError });
    await rejection(client.get('/api/things'));
    restore();
    await rejection(client.get('/api/things'));

    expect(notifyError).toHaveBeenCalledOnce();
    expect(effects.notifyError).toHaveBeenCalledOnce();
  });

  it('holds a notice and a 403 that come before the UI plugs in, and delivers them when it does', async () => {
    const client = createApiClient({
      baseURL: '',
      timeout: settings.timeout,
      adapter: (config) =>
        config.url === '/api/secret'
          ? reply(config, { status: 403, data: errorBody(403, '无权访问') })
          : reply(config, { status: 500, data: errorBody(500, '服务器开小差了') }),
    });
    await rejection(client.get('/api/secret'));
    await rejection(client.get('/api/things'));

    const notifyError = vi.fn();
    const forbidden = vi.fn();
    client.configure({ notifyError, forbidden });

    expect(forbidden).toHaveBeenCalledOnce();
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('服务器开小差了', settings.errorNoticeDurationMs);
    // Delivered once: configuring again replays nothing.
    client.configure({ notifyError, forbidden });
    expect(forbidden).toHaveBeenCalledOnce();
  });
});
