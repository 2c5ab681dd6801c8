import { access } from 'node:fs/promises';
import path from 'node:path';

import type { StorageFile } from '@coalsim/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { multipartBody, TINY_PNG, type FormPart } from '../../testing/multipart.js';
import { PDF } from '../../testing/sample-files.js';
import type { FileStore, StorageBackend } from './storage-backend.js';
import { sysStorage } from './storage.table.js';
import { removeBytes } from './stored-file.service.js';

type Page = { content: StorageFile[]; totalElements: number };

describe('存储管理: list, filter, rename, delete, permissions', async () => {
  const { app, db, dataDir } = await buildTestApp();
  const admin = bearer(await signIn(app, 'admin'));
  const send = (headers: Record<string, string>, url: string, parts: FormPart[]) => {
    const form = multipartBody(parts);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const upload = async (filename: string, content: Buffer | string, name?: string) => {
    const parts: FormPart[] = [{ name: 'file', filename, content }];
    if (name) parts.unshift({ name: 'name', content: name });
    const res = await send(admin, '/api/localStorage', parts);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StorageFile>();
  };
  const list = async (query = '', headers = admin) => {
    const res = await app.inject({ method: 'GET', url: `/api/localStorage${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  const names = (page: Page) => page.content.map((f) => f.name);

  const map = await upload('mine-map.png', TINY_PNG, '矿区地图');
  const manual = await upload('manual.pdf', PDF, '操作手册');
  const notes = await upload('notes.txt', 'x'.repeat(5000), '班组记录');
  const picture = await send(admin, '/api/localStorage/pictures', [
    { name: 'file', filename: 'editor.png', content: TINY_PNG },
  ]);
  expect(picture.statusCode).toBe(201);
  const avatar = await send(admin, '/api/users/updateAvatar', [
    { name: 'avatar', filename: 'me.png', content: TINY_PNG },
  ]);
  expect(avatar.statusCode).toBe(200);

  it('lists 存储管理 files and editor pictures, newest first, but no avatars', async () => {
    const page = await list();
    expect(page.totalElements).toBe(4);
    expect(names(page)).toEqual(['editor.png', '班组记录', '操作手册', '矿区地图']);
    expect(page.content.every((f) => f.url.startsWith('/file/'))).toBe(true);
  });

  it('filters by blurry (display or uploaded name), category and time, sorts and pages', async () => {
    expect(names(await list('?blurry=地图'))).toEqual(['矿区地图']);
    expect(names(await list('?blurry=MANUAL'))).toEqual(['操作手册']);
    expect(names(await list('?blurry=%25'))).toEqual([]);
    expect(names(await list(`?category=${encodeURIComponent('文档')}`))).toEqual(['班组记录', '操作手册']);
    expect((await list('?createTime=2000-01-01&createTime=2000-01-02')).totalElements).toBe(0);
    expect(names(await list('?sort=size,desc&size=1&page=0'))).toEqual(['班组记录']);
    const res = await app.inject({ method: 'GET', url: '/api/localStorage?category=视频', headers: admin });
    expect(res.statusCode).toBe(400);
  });

  it('renames a file and answers the record', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/localStorage',
      headers: admin,
      payload: { id: map.id, name: '  新矿区地图 ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: map.id,
      name: '新矿区地图',
      realName: 'mine-map.png',
      url: map.url,
    });
    const rename = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/localStorage', headers: admin, payload });
    expect((await rename({ id: 999_999, name: 'x' })).json()).toMatchObject({
      status: 404,
      message: '文件不存在',
    });
    expect((await rename({ id: map.id, name: '' })).statusCode).toBe(400);
    // An avatar is not 存储管理's to rename.
    const [row] = await db
      .select({ id: sysStorage.id })
      .from(sysStorage)
      .where(eq(sysStorage.purpose, 'avatar'));
    expect((await rename({ id: row!.id, name: 'x' })).statusCode).toBe(404);
  });

  it('deletes rows and their bytes, and leaves avatars alone', async () => {
    const [avatarRow] = await db
      .select({ id: sysStorage.id })
      .from(sysStorage)
      .where(eq(sysStorage.purpose, 'avatar'));
    const bytesOf = (f: StorageFile) => path.join(dataDir, 'files', path.basename(f.url));
    await access(bytesOf(manual));
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/localStorage',
      headers: admin,
      payload: [manual.id, notes.id, avatarRow!.id, 999_999],
    });
    expect(res.statusCode).toBe(200);
    expect(names(await list())).toEqual(['editor.png', '新矿区地图']);
    await expect(access(bytesOf(manual))).rejects.toThrow();
    await expect(access(bytesOf(notes))).rejects.toThrow();
    expect((await app.inject({ method: 'GET', url: manual.url })).statusCode).toBe(404);
    const name = avatar.json<{ avatar: string }>().avatar;
    expect((await app.inject({ method: 'GET', url: `/avatar/${name}` })).statusCode).toBe(200);
    const empty = await app.inject({
      method: 'DELETE',
      url: '/api/localStorage',
      headers: admin,
      payload: [],
    });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses staff without storage:* with 403, and lets storage:list read only', async () => {
    await createStaff(db, 'nostorage', ['user:list']);
    await createStaff(db, 'readstorage', ['storage:list']);
    const none = bearer(await signIn(app, 'nostorage', 'staff2026pw'));
    const reader = bearer(await signIn(app, 'readstorage', 'staff2026pw'));
    const calls = [
      { method: 'GET', url: '/api/localStorage' },
      { method: 'GET', url: '/api/localStorage/download' },
      { method: 'GET', url: '/api/qiNiuContent' },
      { method: 'GET', url: '/api/qiNiuContent/config' },
      { method: 'PUT', url: '/api/localStorage', payload: { id: map.id, name: 'x' } },
      { method: 'DELETE', url: '/api/localStorage', payload: [map.id] },
      { method: 'DELETE', url: '/api/qiNiuContent', payload: [map.id] },
    ] as const;
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: none });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, message: '无权限访问该资源' });
    }
    const file: FormPart[] = [{ name: 'file', filename: 'a.png', content: TINY_PNG }];
    expect((await send(none, '/api/localStorage', file)).statusCode).toBe(403);
    expect((await send(reader, '/api/localStorage', file)).statusCode).toBe(403);
    expect((await list('', reader)).totalElements).toBe(2);
    // Editor pictures: any staff member, no portal account.
    expect((await send(none, '/api/localStorage/pictures', file)).statusCode).toBe(201);
    const worker = bearer(await signIn(app, 'worker'));
    expect((await send(worker, '/api/localStorage/pictures', file)).statusCode).toBe(403);
    expect((await send({}, '/api/localStorage', file)).statusCode).toBe(401);
    // The files themselves are public, as eladmin's /file/** is.
    expect((await app.inject({ method: 'GET', url: map.url })).statusCode).toBe(200);
  });
});

describe('removing the bytes of deleted rows', () => {
  it('logs a failure instead of losing it, and goes on with the others', async () => {
    const deleted: string[] = [];
    const failing: StorageBackend = {
      kind: 'local',
      put: async () => undefined,
      get: async () => undefined,
      delete: async (name) => {
        if (name === 'broken') throw new Error('disk gone');
        deleted.push(name);
      },
    };
    const store = {
      backendOf: (kind: string) => (kind === 'local' ? failing : undefined),
    } as unknown as FileStore;
    const log = { error: vi.fn() };
    await removeBytes(
      store,
      [
        { storedName: 'broken', backend: 'local' },
        { storedName: 'fine', backend: 'local' },
        { storedName: 'elsewhere', backend: 's3' },
      ],
      log as never,
    );
    expect(deleted).toEqual(['fine']);
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ storedName: 'broken' });
    expect(log.error.mock.calls[1]?.[0]).toMatchObject({ storedName: 'elsewhere', backend: 's3' });
  });
});
