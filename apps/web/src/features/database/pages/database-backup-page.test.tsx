import type { DatabaseBackup } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { DatabaseBackupPage } from './database-backup-page';

afterEach(() => useUserStore.setState({ roles: [] }));

const backup = (id: number, overrides: Partial<DatabaseBackup> = {}): DatabaseBackup => ({
  id,
  fileName: `coalsim-20261128-02000${id}.zip`,
  size: 3 * 1024 * 1024,
  sha256: 'b7e2c1d4a5f60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00',
  schemaVersion: 19,
  schemaTag: '0018_ops_tools',
  tables: 44,
  rows: 12_345,
  durationMs: 1_500,
  kind: 'scheduled',
  verifyStatus: 'passed',
  verifyMessage: '可读取，44 张表的行数和校验和均一致',
  verifiedAt: '2026-11-28T02:00:02.000Z',
  createBy: 'system',
  createTime: '2026-11-28T02:00:00.000Z',
  ...overrides,
});

const ok = (data: unknown) => ({ status: 200, data });
/** A request sent once a dialog's form has validated: longer than waitFor's second on a busy machine. */
const LONG = { timeout: 10_000 };
/** Types into a field at once (character by character costs seconds per field in jsdom). */
async function fill(
  user: { click(el: Element): Promise<void>; paste(text: string): Promise<void> },
  field: Element,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}
const SCHEDULE = ok({ jobId: 6, cronExpression: '0 2 * * *', paused: false, keepDaily: 7, keepWeekly: 4 });
const calls = (adapter: ReturnType<typeof mockApi>, method: string, url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);

describe('数据库备份', { timeout: 30_000 }, () => {
  it('lists backups with their check and schema, the schedule, and no actions (download included) for database:list only', async () => {
    useUserStore.setState({ roles: ['database:list'] });
    const adapter = mockApi({
      'GET /api/database/backup': ok({
        content: [backup(1), backup(2, { schemaVersion: 20, verifyStatus: 'failed', kind: 'uploaded' })],
        totalElements: 2,
        schemaVersion: 19,
      }),
      'GET /api/database/backup/schedule': SCHEDULE,
    });
    renderPage(<DatabaseBackupPage />, '/sys-tools/database?kind=scheduled');
    const table = await screen.findByRole('table', { name: '数据库备份' });
    const row = (await within(table).findByText('coalsim-20261128-020001.zip')).closest('tr')!;
    expect(within(row).getByText('3.0 MB')).toBeInTheDocument();
    expect(within(row).getByText('校验通过')).toBeInTheDocument();
    expect(within(row).getByText('44 / 12,345')).toBeInTheDocument();
    expect(within(table).getByText('校验失败')).toBeInTheDocument();
    expect(screen.getByText('每日最近 7 份，每周最近 4 份（仅定时备份）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在定时任务中修改' })).toHaveAttribute(
      'href',
      '/system/timing?blurry=数据库备份',
    );
    expect(calls(adapter, 'get', '/api/database/backup')[0]?.params).toMatchObject({ kind: 'scheduled' });
    expect(screen.queryByRole('button', { name: /立即备份/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /上传备份并恢复/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /恢复 coalsim/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删除 coalsim/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /下载/ })).not.toBeInTheDocument();
  });

  it('takes a backup now, and restores one only after the word is typed and the password given', async () => {
    useUserStore.setState({ roles: ['database:list', 'database:add', 'database:edit'] });
    const adapter = mockApi({
      'GET /api/database/backup': ok({
        content: [backup(1), backup(2, { schemaVersion: 20 })],
        totalElements: 2,
        schemaVersion: 19,
      }),
      'GET /api/database/backup/schedule': SCHEDULE,
      'POST /api/database/backup': { status: 201, data: backup(3, { kind: 'manual' }) },
      'POST /api/database/backup/1/restore': ok({
        backupId: 1,
        tables: 44,
        rows: 12_345,
        durationMs: 2_000,
        endedSessions: 0,
        carriedLogs: 3,
      }),
    });
    const { user } = renderPage(<DatabaseBackupPage />, '/sys-tools/database');
    await user.click(await screen.findByRole('button', { name: /立即备份/ }));
    expect(await screen.findByText('备份完成，校验通过')).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/database/backup')).toHaveLength(1);

    // A backup of a newer schema cannot be restored here.
    expect(screen.getByRole('button', { name: '恢复 coalsim-20261128-020002.zip' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '恢复 coalsim-20261128-020001.zip' }));
    const start = await screen.findByRole('button', { name: '开始恢复' });
    expect(start).toBeDisabled();
    await fill(user, screen.getByRole('textbox', { name: '确认恢复' }), '恢复');
    await user.click(start);
    // The password is asked for before anything is sent.
    expect(await screen.findByText('请输入登录密码')).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/database/backup/1/restore')).toHaveLength(0);
    await fill(user, screen.getByLabelText('登录密码'), 'secret2026');
    await user.click(start);
    expect(await screen.findByText('已恢复 44 张表、12345 行数据，用时 2.0 秒')).toBeInTheDocument();
    const sent = calls(adapter, 'post', '/api/database/backup/1/restore');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]!.data))).toEqual({ confirm: true, password: 'secret2026' });
  });

  it('restores an uploaded file after the same confirmation', async () => {
    useUserStore.setState({ roles: ['admin'] });
    const adapter = mockApi({
      'GET /api/database/backup': ok({ content: [], totalElements: 0, schemaVersion: 19 }),
      'GET /api/database/backup/schedule': SCHEDULE,
      'POST /api/database/upload': ok({
        backupId: 9,
        tables: 44,
        rows: 10,
        durationMs: 1_000,
        endedSessions: 1,
        carriedLogs: 0,
      }),
    });
    const { user, container } = renderPage(<DatabaseBackupPage />, '/sys-tools/database');
    expect(await screen.findByText('还没有备份')).toBeInTheDocument();
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['PK'], 'old.zip', { type: 'application/zip' }));
    expect(await screen.findByText('用 文件 old.zip 替换当前的全部数据')).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: '确认恢复' }), '恢复');
    await fill(user, screen.getByLabelText('登录密码'), 'secret2026');
    await user.click(screen.getByRole('button', { name: '开始恢复' }));
    await waitFor(() => expect(calls(adapter, 'post', '/api/database/upload')).toHaveLength(1), LONG);
    const form = calls(adapter, 'post', '/api/database/upload')[0]!.data as FormData;
    expect(form.get('password')).toBe('secret2026');
    expect((form.get('file') as File).name).toBe('old.zip');
    expect(
      await screen.findByText(
        '已恢复 44 张表、10 行数据，用时 1.0 秒；备份之后登录的 1 个会话已结束，需重新登录',
      ),
    ).toBeInTheDocument();
  });

  it('a wrong password keeps the dialog open with the field’s error, and keeps the session', async () => {
    useUserStore.setState({ roles: ['database:list', 'database:edit'] });
    const adapter = mockApi({
      'GET /api/database/backup': ok({ content: [backup(1)], totalElements: 1, schemaVersion: 19 }),
      'GET /api/database/backup/schedule': SCHEDULE,
      'POST /api/database/backup/1/download': {
        status: 401,
        data: {
          status: 401,
          message: '密码错误，请重新输入当前登录账号的密码',
          timestamp: 0,
          fieldErrors: { password: ['密码错误，请重新输入当前登录账号的密码'] },
        },
      },
    });
    const { user } = renderPage(<DatabaseBackupPage />, '/sys-tools/database');
    await user.click(await screen.findByRole('button', { name: '下载 coalsim-20261128-020001.zip' }));
    const dialog = (await screen.findByText('下载备份')).closest<HTMLElement>('.ant-modal')!;
    await fill(user, within(dialog).getByLabelText('登录密码'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: '下载' }));
    expect(
      await within(dialog).findByText('密码错误，请重新输入当前登录账号的密码', {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/database/backup/1/download')).toHaveLength(1);
    expect(useUserStore.getState().roles).toEqual(['database:list', 'database:edit']);
  });

  it('downloads through a one-time address the browser follows itself', async () => {
    useUserStore.setState({ roles: ['database:list', 'database:edit'] });
    const adapter = mockApi({
      'GET /api/database/backup': ok({ content: [backup(1)], totalElements: 1, schemaVersion: 19 }),
      'GET /api/database/backup/schedule': SCHEDULE,
      'POST /api/database/backup/1/download': ok({
        url: '/api/database/backup/1/download?ticket=abc',
        expiresAt: '2026-12-01T00:01:00.000Z',
      }),
    });
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.getAttribute('href')!, download: this.download });
    });
    const { user } = renderPage(<DatabaseBackupPage />, '/sys-tools/database');
    await user.click(await screen.findByRole('button', { name: '下载 coalsim-20261128-020001.zip' }));
    await fill(user, await screen.findByLabelText('登录密码'), 'secret2026');
    await user.click(screen.getByRole('button', { name: '下载' }));
    await waitFor(() => expect(clicked).toHaveLength(1), LONG);
    expect(clicked[0]).toEqual({
      href: '/api/database/backup/1/download?ticket=abc',
      download: 'coalsim-20261128-020001.zip',
    });
    expect(JSON.parse(String(calls(adapter, 'post', '/api/database/backup/1/download')[0]!.data))).toEqual({
      password: 'secret2026',
    });
    click.mockRestore();
  });

  it('deletes a backup only after the password, with database:del and database:edit', async () => {
    useUserStore.setState({ roles: ['database:list', 'database:del', 'database:edit'] });
    const adapter = mockApi({
      'GET /api/database/backup': ok({ content: [backup(1)], totalElements: 1, schemaVersion: 19 }),
      'GET /api/database/backup/schedule': SCHEDULE,
      'DELETE /api/database/backup': ok({}),
    });
    const { user } = renderPage(<DatabaseBackupPage />, '/sys-tools/database');
    expect(screen.queryByRole('button', { name: /立即备份/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '删除 coalsim-20261128-020001.zip' }));
    const confirm = await screen.findByText(/确定删除备份 coalsim-20261128-020001.zip 吗/);
    const dialog = confirm.closest<HTMLElement>('.ant-modal')!;
    await user.click(within(dialog).getByRole('button', { name: /^删\s*除$/ }));
    expect(await within(dialog).findByText('请输入登录密码')).toBeInTheDocument();
    expect(calls(adapter, 'delete', '/api/database/backup')).toHaveLength(0);
    await fill(user, within(dialog).getByLabelText('登录密码'), 'secret2026');
    await user.click(within(dialog).getByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(calls(adapter, 'delete', '/api/database/backup')).toHaveLength(1), LONG);
    expect(JSON.parse(String(calls(adapter, 'delete', '/api/database/backup')[0]!.data))).toEqual({
      ids: [1],
      password: 'secret2026',
    });
  });

  it('database:del without database:edit shows no delete', async () => {
    useUserStore.setState({ roles: ['database:list', 'database:del'] });
    mockApi({
      'GET /api/database/backup': ok({ content: [backup(1)], totalElements: 1, schemaVersion: 19 }),
      'GET /api/database/backup/schedule': SCHEDULE,
    });
    renderPage(<DatabaseBackupPage />, '/sys-tools/database');
    expect(await screen.findByText('coalsim-20261128-020001.zip')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删除 coalsim/ })).not.toBeInTheDocument();
  });
});
