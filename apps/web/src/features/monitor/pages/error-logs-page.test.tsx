import type { Log } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { ErrorLogsPage } from './error-logs-page';

const failure = (id: number, extra: Partial<Log> = {}): Log => ({
  id,
  logType: 'ERROR',
  username: 'operator',
  description: '导出用户',
  method: 'GET',
  path: '/api/users/download',
  params: null,
  requestIp: '10.0.0.8',
  browser: 'Firefox 128 · Linux',
  time: 35,
  status: 500,
  message: 'connection terminated unexpectedly',
  requestId: `req-${id}`,
  createTime: '2024-05-01T08:00:00.000Z',
  ...extra,
});

const STACK = 'Error: connection terminated unexpectedly\n    at Client.query (pg/lib/client.js:526:17)';

describe('异常日志', { timeout: 20_000 }, () => {
  it('fetches a stack only when its 详情 is opened, and copies it', async () => {
    const adapter = mockApi({
      'GET /api/logs/error': { status: 200, data: { content: [failure(7), failure(8)], totalElements: 2 } },
      'GET /api/logs/error/8': { status: 200, data: { exception: STACK } },
    });
    const { user } = renderPage(<ErrorLogsPage />, '/monitor/errorLog?method=GET');

    const row = (await screen.findAllByRole('row', { name: /导出用户/ }))[1]!;
    expect(within(row).getByText('失败 500')).toBeInTheDocument();
    expect(adapter.mock.calls.find(([c]) => c.url === '/api/logs/error')?.[0].params).toEqual({
      page: 0,
      size: 10,
      method: 'GET',
    });
    // Every row here failed: no 结果 filter.
    expect(screen.queryByRole('combobox', { name: '结果' })).not.toBeInTheDocument();
    expect(adapter.mock.calls.some(([c]) => c.url?.startsWith('/api/logs/error/'))).toBe(false);

    await user.click(within(row).getByRole('button', { name: '详情' }));
    // antd's ids are all "test-id" under test, so the dialog has no name to be found by.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('异常详情')).toBeInTheDocument();
    const stack = await within(dialog).findByRole('region', { name: '异常堆栈' });
    expect(stack).toHaveTextContent('at Client.query (pg/lib/client.js:526:17)');
    expect(within(dialog).getByText('connection terminated unexpectedly')).toBeInTheDocument();
    expect(adapter.mock.calls.filter(([c]) => c.url === '/api/logs/error/8')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: '复制' }));
    expect(await screen.findByText('已复制')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(STACK);

    // Opened again, the stack comes from the cache: it never changes.
    // The footer's 关闭 (the corner's ✕ is named 关闭 too).
    await user.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1)!);
    await user.click(within(row).getByRole('button', { name: '详情' }));
    expect(await within(dialog).findByRole('region', { name: '异常堆栈' })).toBeInTheDocument();
    expect(adapter.mock.calls.filter(([c]) => c.url === '/api/logs/error/8')).toHaveLength(1);
  });

  it('says when nothing has failed', async () => {
    mockApi({ 'GET /api/logs/error': { status: 200, data: { content: [], totalElements: 0 } } });
    renderPage(<ErrorLogsPage />, '/monitor/errorLog');
    expect(await screen.findByRole('heading', { name: '暂无异常' })).toBeInTheDocument();
    expect(screen.getByText(/服务器处理请求出错（5xx）时/)).toBeInTheDocument();
  });

  it('offers to retry when the list could not be read', async () => {
    let calls = 0;
    mockApi({
      'GET /api/logs/error': () =>
        ++calls === 1
          ? { status: 500, data: { status: 500, message: '服务器内部错误', timestamp: 0 } }
          : { status: 200, data: { content: [failure(9)], totalElements: 1 } },
    });
    const { user } = renderPage(<ErrorLogsPage />, '/monitor/errorLog');
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getAllByRole('row', { name: /导出用户/ }).length).toBeGreaterThan(0));
  });
});
