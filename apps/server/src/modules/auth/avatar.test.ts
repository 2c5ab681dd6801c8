import { randomBytes } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { sysUser } from '../../db/tables/account.table.js';
import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { multipartBody, TINY_PNG } from '../../testing/multipart.js';
import { sysStorage } from '../storage/storage.table.js';

describe('avatars are stored files', async () => {
  const { app, db, dataDir } = await buildTestApp();
  const { userId } = await createStaff(db, 'avataruser', []);
  const token = bearer(await signIn(app, 'avataruser', 'staff2026pw'));
  const upload = async () => {
    const form = multipartBody([
      { name: 'avatar', filename: 'me.png', type: 'image/png', content: TINY_PNG },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/updateAvatar',
      headers: { ...token, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ avatar: string }>().avatar;
  };
  const rowsOf = (name: string) =>
    db
      .select({ purpose: sysStorage.purpose, createBy: sysStorage.createBy })
      .from(sysStorage)
      .where(eq(sysStorage.storedName, name));
  const exists = (file: string) =>
    access(file).then(
      () => true,
      () => false,
    );
  const served = (name: string) => app.inject({ method: 'GET', url: `/avatar/${name}` });

  it('keeps an avatar as a row of purpose avatar with its bytes in the store', async () => {
    const name = await upload();
    expect(await rowsOf(name)).toEqual([{ purpose: 'avatar', createBy: 'avataruser' }]);
    expect(await exists(path.join(dataDir, 'files', name))).toBe(true);
    const res = await served(name);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('removes the replaced avatar, row and bytes', async () => {
    const first = await upload();
    const second = await upload();
    expect(await rowsOf(first)).toEqual([]);
    expect(await exists(path.join(dataDir, 'files', first))).toBe(false);
    expect((await served(first)).statusCode).toBe(404);
    expect((await served(second)).statusCode).toBe(200);
  });

  it('still serves an avatar saved before sys_storage, and removes it when replaced', async () => {
    const legacy = `${randomBytes(16).toString('hex')}.png`;
    const file = path.join(dataDir, 'avatar', legacy);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, TINY_PNG);
    await db.update(sysUser).set({ avatarName: legacy }).where(eq(sysUser.id, userId));
    const res = await served(legacy);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
    await upload();
    expect(await exists(file)).toBe(false);
    expect((await served(legacy)).statusCode).toBe(404);
  });

  it('removes the avatar with the account when it is cancelled', async () => {
    const name = await upload();
    const res = await app.inject({
      method: 'POST',
      url: '/auth/logoutAccount',
      headers: token,
      payload: { password: 'staff2026pw' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(name)).toEqual([]);
    expect(await exists(path.join(dataDir, 'files', name))).toBe(false);
  });
});
