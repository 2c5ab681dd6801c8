import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----coalsim-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('profile', async () => {
  const { app } = await buildTestApp();
  const token = await signIn(app, 'worker');
  const edit = (payload: object) =>
    app.inject({ method: 'PUT', url: '/auth/edit', headers: bearer(token), payload });

  it('edits nick name, gender, phone and e-mail and returns the user', async () => {
    const res = await edit({
      nickName: '李明明',
      gender: '女',
      phone: '13812345678',
      email: 'li@example.cn',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nickName: '李明明',
      gender: '女',
      phone: '13812345678',
      email: 'li@example.cn',
    });
    const cleared = await edit({ nickName: '李明', phone: '', email: null });
    expect(cleared.json()).toMatchObject({ phone: null, email: null, gender: null });
  });

  it.each([
    [{ nickName: '' }, 'nickName'],
    [{ nickName: '李明', phone: '01234567890' }, 'phone'],
    [{ nickName: '李明', email: 'not-an-email' }, 'email'],
    [{ nickName: '李明', gender: '未知' }, 'gender'],
  ])('refuses %j', async (payload, field) => {
    const res = await edit(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty(field);
  });

  it('shows in auth/info at once, though auth/info is served from memory', async () => {
    const info = async () =>
      (await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(token) })).json();
    expect((await info()).nickName).toBe('李明');
    await edit({ nickName: '李明亮' });
    expect((await info()).nickName).toBe('李明亮');

    // The user admin's changes too (they clear the caches through the permission topic).
    const admin = await signIn(app, 'admin');
    const me = await info();
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: bearer(admin),
      payload: {
        id: me.id,
        username: me.username,
        nickName: '管理员改的名',
        role: me.role,
        enabled: true,
        roles: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await info()).nickName).toBe('管理员改的名');
  });

  it('cannot be used without signing in', async () => {
    expect(
      (await app.inject({ method: 'PUT', url: '/auth/edit', payload: { nickName: 'x' } })).statusCode,
    ).toBe(401);
  });
});

describe('avatar', async () => {
  const { app } = await buildTestApp();
  const token = await signIn(app, 'worker');
  const upload = (field: string, filename: string, type: string, content: Buffer) =>
    app.inject({
      method: 'POST',
      url: '/api/users/updateAvatar',
      ...withAuth(multipart(field, filename, type, content)),
    });
  const withAuth = (m: ReturnType<typeof multipart>) => ({
    ...m,
    headers: { ...m.headers, ...bearer(token) },
  });

  it('stores a PNG under a random name, points the user at it and serves it', async () => {
    const res = await upload('avatar', 'me.png', 'image/png', PNG);
    expect(res.statusCode).toBe(200);
    const { avatar } = res.json();
    expect(avatar).toMatch(/^[0-9a-f]{32}\.png$/);
    const me = (await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(token) })).json();
    expect(me.avatarName).toBe(avatar);
    const served = await app.inject({ method: 'GET', url: `/avatar/${avatar}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('goes by the content, not the name or the declared type', async () => {
    const fake = await upload('avatar', 'evil.png', 'image/png', Buffer.from('<svg onload=alert(1)>'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('头像只能是 PNG、JPG、GIF 或 WEBP 图片');
    const renamed = await upload('avatar', 'photo.txt', 'text/plain', PNG);
    expect(renamed.json().avatar).toMatch(/\.png$/);
  });

  it('refuses files over 2 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload('avatar', 'big.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, message: '头像大小不能超过 2MB' });
  });

  it('wants the avatar field and a multipart body', async () => {
    expect((await upload('file', 'me.png', 'image/png', PNG)).statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: '/api/users/updateAvatar',
      headers: bearer(token),
      payload: {},
    });
    expect(json.statusCode).toBe(400);
  });

  it('serves nothing outside its folder', async () => {
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      '../package.json',
      'x.png',
      `${'a'.repeat(32)}.svg`,
      '%2e%2e',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/avatar/${name}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('root:');
    }
  });

  it('needs a session to upload', async () => {
    const m = multipart('avatar', 'me.png', 'image/png', PNG);
    expect((await app.inject({ method: 'POST', url: '/api/users/updateAvatar', ...m })).statusCode).toBe(401);
  });
});
