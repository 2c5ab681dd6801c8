import { existsSync } from 'node:fs';
import path from 'node:path';

import type { GenConfig, GenPreview } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { REPO_ROOT } from '../../testing/project-copy.js';
import { ourTableNames } from './our-tables.js';

type Refusal = { status: number; message: string; fieldErrors?: Record<string, string[]> };

/**
 * Issue 44 §3: every table of the project's own schema was refused at its first 预览 (names the
 * project already uses, jsonb columns, no single integer key). With the defaults, each now gives a
 * module that adds to the project: free names, left-out columns and abilities noted in
 * GENERATED.md, and no file that would overwrite one of the project's.
 */
describe('代码生成: the first 预览 of every table of the project', async () => {
  const { app, db } = await buildTestApp();
  await createStaff(db, 'genevery', ['generator:list', 'generator:edit']);
  const owner = bearer(await signIn(app, 'genevery', 'staff2026pw'));
  const get = (url: string) => app.inject({ method: 'GET', url, headers: owner });
  const tables = ourTableNames();

  it('walks every table of src/schema.ts', () => {
    expect(tables.length).toBeGreaterThan(40);
    expect(tables).toEqual(expect.arrayContaining(['device', 'soft_like', 'assess', 'sys_user']));
  });

  it.each(tables)('previews %s with its default settings: files, free names, notes', async (table) => {
    const config = (await get(`/api/generator/${table}/config`)).json<GenConfig>();
    const res = await get(`/api/generator/${table}/preview`);
    expect(res.statusCode, res.body.slice(0, 600)).toBe(200);
    expect(config.problems).toEqual([]);
    const { files } = res.json<GenPreview>();
    expect(files.length).toBeGreaterThan(10);
    // Adds to the project: no generated file lands on one the project already has.
    expect(files.filter((f) => existsSync(path.join(REPO_ROOT, f.path))).map((f) => f.path)).toEqual([]);
    // Markdown escapes (device\_types) aside, each left-out column and each note is there.
    const guide = files.find((f) => f.path === 'GENERATED.md')!.content.replaceAll('\\', '');
    for (const skipped of config.columns.filter((c) => c.role === 'skipped')) {
      expect(guide, skipped.columnName).toContain(`列 ${skipped.columnName}（`);
    }
    for (const note of config.notes) expect(guide).toContain(note);
  });

  it('proposes names the project does not use where the table’s own are taken', async () => {
    const device = (await get('/api/generator/device/config')).json<GenConfig>();
    expect(device).toMatchObject({
      permissionPrefix: 'deviceItem',
      apiPath: '/api/deviceItem',
      mode: 'crud',
    });
    const assess = (await get('/api/generator/assess/config')).json<GenConfig>();
    // criteria (jsonb) is NOT NULL without a default: no 新增, and the note says what to change.
    expect(assess.mode).toBe('edit');
    expect(assess.notes.join()).toContain('列 criteria（jsonb）不能为空且没有默认值');
    expect(assess.notes.join()).toContain('给这些列加上默认值');
    const likes = (await get('/api/generator/soft_like/config')).json<GenConfig>();
    expect(likes.mode).toBe('read');
    expect(likes.notes.join()).toContain('没有单列整数主键（主键是 user_id, soft_id）');
    const preview = (await get('/api/generator/soft_like/preview')).json<GenPreview>();
    const paths = preview.files.map((f) => f.path);
    expect(paths.some((p) => p.endsWith('-form-dialog.tsx') || p.includes('/api/create-'))).toBe(false);
  });

  it('names the setting to change, with a free name, when a chosen name is taken', async () => {
    const config = (await get('/api/generator/device/config')).json<GenConfig>();
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/generator/device/config',
      headers: owner,
      payload: {
        moduleName: config.moduleName,
        label: '设备控制',
        apiPath: '/api/device',
        permissionPrefix: 'device',
        columns: config.columns.map(
          ({ columnName, label, listShow, formShow, queryShow, queryType, formType, dictName, notNull }) => ({
            ...{ columnName, label, listShow, formShow, queryShow, queryType, formType, dictName, notNull },
          }),
        ),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await get('/api/generator/device/preview');
    expect(refused.statusCode).toBe(400);
    const body = refused.json<Refusal>();
    expect(body.fieldErrors?.permissionPrefix?.[0]).toMatch(
      /^权限前缀 device 不能用：.*请换一个权限前缀，如 deviceItem$/,
    );
    expect(body.fieldErrors?.apiPath?.[0]).toMatch(
      /^接口路径 \/api\/device 不能用：.*请换一个接口路径，如 \/api\/deviceItem$/,
    );
    expect(body.fieldErrors?.label?.[0]).toMatch(
      /^功能名称“设备控制”不能用：.*请换一个功能名称，如 设备控制（生成）$/,
    );
    expect(body.message).toContain('还不能生成代码：');
    const after = (await get('/api/generator/device/config')).json<GenConfig>();
    expect(Object.keys(after.settingProblems).sort()).toEqual(['apiPath', 'label', 'permissionPrefix']);
  });
});
