import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { SUPER_ADMIN } from '../../../testing/admin-session';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { genTable, page, PREVIEW } from '../testing/generator-fixtures';
import { GeneratorPage } from './generator-page';

function signInAsStaff(roles: string[]) {
  useUserStore.setState({ user: { ...SUPER_ADMIN, roles }, roles });
}

afterEach(() => useUserStore.setState({ roles: [], user: null }));

const TABLES = page([
  genTable('mine_site', { configured: true }),
  genTable('sys_job', { comment: '', ours: true }),
  genTable('Mine Site', { problem: '表名只能包含小写字母、数字和下划线，且以字母开头（不超过63个字符）' }),
]);

const calls = (adapter: ReturnType<typeof mockApi>, url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.url === url);

describe('代码生成', { timeout: 30_000 }, () => {
  it('lists the tables with the URL’s search, their state, and 配置 leading to 生成配置', async () => {
    signInAsStaff(['generator:list']);
    const adapter = mockApi({ 'GET /api/generator/tables': TABLES });
    renderPage(<GeneratorPage />, '/sys-tools/generator?name=mine');
    const table = await screen.findByRole('table', { name: '数据库表' });
    const mine = (await within(table).findByText('mine_site')).closest('tr')!;
    expect(within(mine).getByText('已配置')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: '配置 mine_site' })).toHaveAttribute(
      'href',
      '/generatorConfig?table=mine_site',
    );
    const job = within(table).getByText('sys_job').closest('tr')!;
    expect(within(job).getByText('项目表')).toBeInTheDocument();
    expect(within(job).getByText('默认配置')).toBeInTheDocument();
    const bad = within(table).getByText('Mine Site').closest('tr')!;
    expect(within(bad).getByText('不能生成')).toBeInTheDocument();
    expect(within(bad).getByRole('button', { name: '预览 Mine Site' })).toBeDisabled();
    expect(within(bad).getByRole('button', { name: '下载 Mine Site' })).toBeDisabled();
    expect(calls(adapter, '/api/generator/tables').at(-1)?.params).toMatchObject({
      name: 'mine',
      page: 0,
      sort: ['tableName,asc'],
    });
  });

  it('shows what each table holds and how many rows it has, in words where it is not a count', async () => {
    signInAsStaff(['generator:list']);
    mockApi({
      'GET /api/generator/tables': page([
        genTable('mine_site', { rows: { count: 1234, kind: 'estimate' } }),
        genTable('sys_role', { comment: '角色', rows: { count: 3, kind: 'exact' } }),
        genTable('sys_log', { comment: '操作日志与异常日志', rows: { count: 10_000, kind: 'more' } }),
        genTable('plain_note', { comment: '', rows: { count: 0, kind: 'estimate' } }),
      ]),
    });
    renderPage(<GeneratorPage />, '/sys-tools/generator');
    const table = await screen.findByRole('table', { name: '数据库表' });
    await within(table).findByText('mine_site');
    expect(within(table).getByRole('columnheader', { name: '说明' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '行数' })).toBeInTheDocument();
    const row = (name: string) => within(within(table).getByText(name).closest('tr')!);
    expect(row('mine_site').getByText('矿井')).toBeInTheDocument();
    expect(row('mine_site').getByText('约 1,234')).toBeInTheDocument();
    expect(row('sys_role').getByText('角色')).toBeInTheDocument();
    expect(row('sys_role').getByText('3')).toBeInTheDocument();
    expect(row('sys_log').getByText('超过 10,000')).toBeInTheDocument();
    expect(row('plain_note').getByText('（表没有注释）')).toBeInTheDocument();
    expect(row('plain_note').getByText('0')).toBeInTheDocument();
    expect(within(table).queryByText('未统计')).not.toBeInTheDocument();
  });

  it('searches by name on Enter and writes it to the URL', async () => {
    signInAsStaff(['generator:list']);
    const adapter = mockApi({ 'GET /api/generator/tables': TABLES });
    const { user, router } = renderPage(<GeneratorPage />, '/sys-tools/generator');
    await screen.findByRole('table', { name: '数据库表' });
    await user.type(screen.getByRole('textbox', { name: '搜索表' }), 'sys{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?name=sys'));
    await waitFor(() =>
      expect(calls(adapter, '/api/generator/tables').at(-1)?.params).toMatchObject({ name: 'sys' }),
    );
  });

  it('previews the generated files in tabs, as text, and downloads them as a zip', async () => {
    signInAsStaff(['generator:list']);
    const adapter = mockApi({
      'GET /api/generator/tables': TABLES,
      'GET /api/generator/mine_site/preview': { status: 200, data: PREVIEW },
      'GET /api/generator/mine_site/download': { status: 200, data: new Blob(['PK']) },
    });
    // jsdom has no object URLs; the download itself is the browser's business.
    URL.createObjectURL = () => 'blob:generated';
    URL.revokeObjectURL = () => undefined;
    const { user } = renderPage(<GeneratorPage />, '/sys-tools/generator');
    await user.click(await screen.findByRole('button', { name: '预览 mine_site' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'GENERATED.md' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'mine-site.schemas.ts' }));
    const file = await within(dialog).findByRole('region', {
      name: 'packages/contract/src/mine/mine-site.schemas.ts',
    });
    expect(file.querySelector('pre')).toHaveTextContent('/** 省份* / process.exit(1) /* x */');

    await user.click(within(dialog).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(calls(adapter, '/api/generator/mine_site/download')).toHaveLength(1));
  });

  it('shows why a table cannot be generated yet instead of its files', async () => {
    signInAsStaff(['generator:list']);
    mockApi({
      'GET /api/generator/tables': TABLES,
      'GET /api/generator/sys_job/preview': {
        status: 400,
        data: { status: 400, message: '还不能生成代码：权限前缀 job 已被项目使用', timestamp: 0 },
      },
    });
    const { user } = renderPage(<GeneratorPage />, '/sys-tools/generator');
    await user.click(await screen.findByRole('button', { name: '预览 sys_job' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('还不能生成代码：权限前缀 job 已被项目使用')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '下载' })).toBeDisabled();
  });
});
