import type { SqlStat, SqlStatPage } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { SqlMonitorPage } from './sql-monitor-page';

afterEach(() => useUserStore.setState({ roles: [] }));

const stat = (queryId: string, query: string, calls: number): SqlStat => ({
  queryId,
  query,
  calls,
  totalTime: calls * 1.5,
  meanTime: 1.5,
  maxTime: 4.25,
  rows: calls * 2,
  share: 42.5,
});

const statsPage = (content: SqlStat[], extra: Partial<SqlStatPage> = {}) => ({
  status: 200,
  data: {
    enabled: true,
    hint: '',
    content,
    totalElements: content.length,
    totalTime: 1234.5,
    resetAt: '2026-11-28T02:00:00.000Z',
    ...extra,
  },
});

const listCalls = (adapter: ReturnType<typeof mockApi>) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === 'get' && c.url === '/api/monitor/sql');

describe('SQL 监控', { timeout: 20_000 }, () => {
  it('lists statements with the URL’s search and sort, without a reset for monitor:list only', async () => {
    useUserStore.setState({ roles: ['monitor:list'] });
    const adapter = mockApi({
      'GET /api/monitor/sql': statsPage([stat('7', 'SELECT * FROM "sys_user" WHERE "username" = $1', 1200)]),
    });
    renderPage(<SqlMonitorPage />, '/monitor/sql?blurry=sys_user&sort=calls,desc');
    const table = await screen.findByRole('table', { name: 'SQL 语句统计' });
    const row = (await within(table).findByText(/FROM "sys_user"/)).closest('tr')!;
    expect(within(row).getByText('1200')).toBeInTheDocument();
    expect(within(row).getByText('1,800')).toBeInTheDocument();
    expect(within(row).getByRole('progressbar', { name: '耗时占比 42.5%' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '搜索语句' })).toHaveValue('sys_user');
    expect(listCalls(adapter).at(-1)?.params).toMatchObject({ blurry: 'sys_user', sort: ['calls,desc'] });
    expect(screen.getByText(/总耗时 1,234.5 ms/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重置统计' })).not.toBeInTheDocument();
  });

  it('sorts by total time unless told otherwise, and resets with monitor:edit after a confirmation', async () => {
    useUserStore.setState({ roles: ['monitor:list', 'monitor:edit'] });
    const adapter = mockApi({
      'GET /api/monitor/sql': statsPage([stat('1', 'SELECT 1', 3)]),
      'DELETE /api/monitor/sql': { status: 200, data: {} },
    });
    const { user } = renderPage(<SqlMonitorPage />, '/monitor/sql');
    await screen.findByText('SELECT 1');
    expect(listCalls(adapter)[0]?.params).toMatchObject({ sort: ['totalTime,desc'] });
    await user.click(screen.getByRole('button', { name: '重置统计' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(adapter.mock.calls.some(([c]) => c.method === 'delete' && c.url === '/api/monitor/sql')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('SQL 统计已重置')).toBeInTheDocument();
  });

  it('says how to enable pg_stat_statements when the database lacks it', async () => {
    useUserStore.setState({ roles: ['admin'] });
    mockApi({
      'GET /api/monitor/sql': statsPage([], {
        enabled: false,
        hint: "请在 postgresql.conf 中设置 shared_preload_libraries = 'pg_stat_statements'",
      }),
    });
    renderPage(<SqlMonitorPage />, '/monitor/sql');
    expect(await screen.findByText('未启用 SQL 统计')).toBeInTheDocument();
    expect(screen.getByText(/shared_preload_libraries/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重置统计' })).toBeDisabled();
  });
});
