import { access } from 'node:fs/promises';
import path from 'node:path';

import type { StorageFile } from '@coalsim/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { softFields } from '../../testing/access-helpers.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { multipartBody, TINY_PNG } from '../../testing/multipart.js';
import { JOB_HANDLER_FUNCTIONS } from '../jobs/handlers.js';
import { executeJob } from '../jobs/job-execute.js';
import { sysJob } from '../jobs/job.table.js';
import { createFileStore } from './storage-backend.js';
import { sysFileRef, sysStorage } from './storage.table.js';

const nameOf = (url: string) => path.basename(url);

describe('file references: in-use files cannot be deleted, unused ones are cleaned up', async () => {
  const { app, db, dataDir } = await buildTestApp();
  const vendor = bearer(await signIn(app, 'enterprise'));
  const admin = bearer(await signIn(app, 'admin'));
  const call = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload: unknown,
  ) => app.inject({ method, url, headers, payload: payload as object });

  async function picture(as = vendor, url = '/api/localStorage/pictures'): Promise<StorageFile> {
    const form = multipartBody([{ name: 'file', filename: 'p.png', type: 'image/png', content: TINY_PNG }]);
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { ...as, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StorageFile>();
  }
  const refsOf = async (file: StorageFile) =>
    db
      .select({ table: sysFileRef.ownerTable, id: sysFileRef.ownerId })
      .from(sysFileRef)
      .where(eq(sysFileRef.storedName, nameOf(file.url)));
  const releasedAt = async (file: StorageFile) =>
    (await db.select({ at: sysStorage.releasedAt }).from(sysStorage).where(eq(sysStorage.id, file.id)))[0]
      ?.at;
  const remove = (file: StorageFile) => call('DELETE', '/api/localStorage', admin, [file.id]);

  it('records every picture a software shows (cover, screenshots, rich text) and refuses to delete one', async () => {
    const [cover, shot, inline] = [await picture(), await picture(), await picture()];
    expect(await releasedAt(cover)).toBeInstanceOf(Date);
    const created = await call(
      'POST',
      '/api/center/soft',
      vendor,
      softFields('引用测试软件', {
        cover: cover.url,
        screenshots: [shot.url],
        description: `<p>界面</p><p><img src="${inline.url}"></p>`,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const softId = created.json<{ id: number }>().id;
    for (const file of [cover, shot, inline]) {
      expect(await refsOf(file)).toEqual([{ table: 'soft', id: softId }]);
      expect(await releasedAt(file)).toBeNull();
    }

    const refused = await remove(cover);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 409,
      message: `文件正在使用，不能删除：「${cover.name}」用于软件「引用测试软件」。请先在那里更换或删除图片，再删除文件`,
    });
    // A batch holding one file in use deletes none of them.
    const unused = await picture();
    expect((await call('DELETE', '/api/localStorage', admin, [unused.id, inline.id])).statusCode).toBe(409);
    const left = await db
      .select({ id: sysStorage.id })
      .from(sysStorage)
      .where(inArray(sysStorage.id, [unused.id, inline.id]));
    expect(left).toHaveLength(2);
    await access(path.join(dataDir, 'files', nameOf(cover.url)));

    // Changing the cover releases the old one, which may then be deleted; deleting the software
    // releases the rest.
    const [row] = await db
      .execute<{ update_time: Date }>(sql`SELECT update_time FROM soft WHERE id = ${softId}`)
      .then((r) => r.rows);
    const changed = await call('PUT', '/api/center/soft', vendor, {
      id: softId,
      updateTime: new Date(row!.update_time).toISOString(),
      ...softFields('引用测试软件', { cover: null, screenshots: [shot.url], description: '<p>界面</p>' }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await refsOf(cover)).toEqual([]);
    expect(await releasedAt(cover)).toBeInstanceOf(Date);
    expect(await refsOf(inline)).toEqual([]);
    expect((await remove(cover)).statusCode).toBe(200);

    expect((await call('DELETE', '/api/center/soft', vendor, [softId])).statusCode).toBe(200);
    expect(await refsOf(shot)).toEqual([]);
    expect(await releasedAt(shot)).toBeInstanceOf(Date);
  });

  it('names a news article that shows the file, by its title', async () => {
    const inline = await picture(admin);
    const created = await call('POST', '/api/news', admin, {
      title: '引用图片的新闻',
      category: 'policy',
      cover: null,
      summary: '摘要',
      content: `<p><img src="${inline.url}"></p>`,
      author: '平台编辑部',
      status: 'draft',
      publishedAt: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const refused = await remove(inline);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('用于新闻「引用图片的新闻」');
  });

  it("cleans up single-use uploads released for 7 days (bytes too), never one in use or 存储管理's own", async () => {
    const [stale, fresh, inUse] = [await picture(), await picture(), await picture()];
    const own = await picture(admin, '/api/localStorage');
    const created = await call(
      'POST',
      '/api/center/soft',
      vendor,
      softFields('保留图片软件', { cover: inUse.url }),
    );
    expect(created.statusCode, created.body).toBe(201);
    await db
      .update(sysStorage)
      .set({ releasedAt: sql`now() - interval '8 days'` })
      .where(inArray(sysStorage.id, [stale.id, own.id]));
    // A reference that came and went long ago does not count: released_at says since when.
    await db
      .update(sysStorage)
      .set({ releasedAt: sql`now() - interval '6 days'` })
      .where(eq(sysStorage.id, fresh.id));

    const [job] = await db.select().from(sysJob).where(eq(sysJob.handler, 'purgeUnusedFiles'));
    expect(job?.params).toBe('{"days":7}');
    const store = await createFileStore({ dataDir });
    await executeJob(
      db,
      JOB_HANDLER_FUNCTIONS,
      { jobId: job!.id, trigger: 'manual', username: 'admin' },
      {
        store,
        log: app.log,
      },
    );
    const kept = await db
      .select({ id: sysStorage.id })
      .from(sysStorage)
      .where(inArray(sysStorage.id, [stale.id, fresh.id, inUse.id, own.id]));
    expect(kept.map((r) => r.id).sort()).toEqual([fresh.id, inUse.id, own.id].sort());
    await expect(access(path.join(dataDir, 'files', nameOf(stale.url)))).rejects.toThrow();
    await access(path.join(dataDir, 'files', nameOf(inUse.url)));
  });

  it('releases the avatar of a deleted user', async () => {
    const created = await call('POST', '/api/users', admin, {
      username: 'avatarref',
      nickName: '头像用户',
      gender: '男',
      phone: '13900001111',
      email: 'avatarref@example.com',
      enabled: true,
      dept: { id: 2 },
      jobs: [],
      roles: [{ id: 2 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const [user] = await db
      .execute<{ id: number }>(sql`SELECT id FROM sys_user WHERE username = 'avatarref'`)
      .then((r) => r.rows);
    await db.execute(
      sql`UPDATE sys_user SET avatar_name = 'abcdefabcdefabcdefabcdefabcdef12.png' WHERE id = ${user!.id}`,
    );
    expect(
      await db
        .select()
        .from(sysFileRef)
        .where(eq(sysFileRef.ownerId, Number(user!.id))),
    ).toHaveLength(1);
    expect((await call('DELETE', '/api/users', admin, [Number(user!.id)])).statusCode).toBe(200);
    expect(
      await db
        .select()
        .from(sysFileRef)
        .where(eq(sysFileRef.storedName, 'abcdefabcdefabcdefabcdefabcdef12.png')),
    ).toEqual([]);
  });
});
