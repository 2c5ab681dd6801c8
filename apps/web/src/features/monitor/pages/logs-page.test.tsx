import type { Log } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';

import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { LogsPage } from './logs-page';

const log = (id: number, extra: Partial<Log> = {}): Log => ({
  id,
  logType: 'INFO',
  username: 'admin',
  description: '新增字典',
  method: 'POST',
  path: '/api/dict',
  params: '{"name":"coal_grade","description":"煤种","password":"******"}',
  requestIp: '10.0.0.8',
  browser: 'Chrome 126 · Windows',
  time: 12,
  status: 201,
  message: null,
  requestId: `req-${id}`,
  createTime: '2024-05-01T08:00:00.000Z',
  ...extra,
});

const page = (content: Log[], totalElements = content.length) => ({
  status: 200,
  data: { content, totalElements },
});

const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

function listCalls(adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }) {
  return adapter.mock.calls.map(([c]) => c).filter((c) => c.url === '/api/logs');
}

/** Opens an antd Select by its label and picks the choice titled `choice`. */
async function choose(user: ReturnType<typeof renderPage>['user'], label: string, choice: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const option = (await screen.findAllByTitle(choice)).find((el) => el.closest('.ant-select-item-option'));
  await user.click(option!);
}

describe('操作日志', { timeout: 20_000 }, () => {
  it('reads its filters from the URL and shows the rows the server sends', async () => {
    const adapter = mockApi({
      'GET /api/logs': page(
        [
          log(1),
          log(2, {
            username: 'nobody1',
            description: '用户登录',
            path: '/auth/login',
            status: 400,
            message: '用户名或密码错误',
          }),
        ],
        22,
      ),
    });
    renderPage(
      <LogsPage />,
      '/monitor/logs?blurry=dict&method=POST&status=fail&page=2&size=20&sort=time,desc',
    );

    const table = await screen.findByRole('table', { name: '操作日志' });
    expect(await within(table).findByText('新增字典')).toBeInTheDocument();
    expect(listCalls(adapter).at(-1)?.params).toEqual({
      page: 1,
      size: 20,
      sort: ['time,desc'],
      blurry: 'dict',
      method: 'POST',
      status: 'fail',
    });
    expect(screen.getByRole('textbox', { name: '搜索日志' })).toHaveValue('dict');
    expect(screen.getByRole('columnheader', { name: /耗时/ })).toHaveAttribute('aria-sort', 'descending');
    const failed = within(table).getByRole('row', { name: /用户登录/ });
    expect(within(failed).getByText('nobody1')).toBeInTheDocument();
    expect(within(failed).getByText('失败 400')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /新增字典/ })).toHaveTextContent('成功 201');
    expect(within(table).getAllByText('12 ms')).toHaveLength(2);
    expect(screen.getByText('共 22 条')).toBeInTheDocument();
  });

  it('maps 结果 to status=ok and status=fail, from page 1, keeping the other filters', async () => {
    const adapter = mockApi({ 'GET /api/logs': page([log(1)], 40) });
    const { router, user } = renderPage(<LogsPage />, '/monitor/logs?method=PUT&page=3');
    expect(await screen.findByText('新增字典')).toBeInTheDocument();
    expect(listCalls(adapter).at(-1)?.params).toEqual({ page: 2, size: 10, method: 'PUT' });

    await choose(user, '结果', '成功');
    await waitFor(() => expect(search(router)).toEqual({ method: 'PUT', status: 'ok' }));
    await waitFor(() =>
      expect(listCalls(adapter).at(-1)?.params).toEqual({ page: 0, size: 10, method: 'PUT', status: 'ok' }),
    );

    await choose(user, '结果', '失败');
    await waitFor(() => expect(search(router)).toEqual({ method: 'PUT', status: 'fail' }));
    await waitFor(() => expect(listCalls(adapter).at(-1)?.params).toMatchObject({ status: 'fail' }));

    // A new search text applies on Enter; 重置 drops every filter.
    await user.type(screen.getByRole('textbox', { name: '搜索日志' }), '字典{Enter}');
    await waitFor(() => expect(search(router)).toEqual({ method: 'PUT', status: 'fail', blurry: '字典' }));
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(search(router)).toEqual({}));
    await waitFor(() => expect(listCalls(adapter).at(-1)?.params).toEqual({ page: 0, size: 10 }));
  });

  it('expands a row to its parameters as indented JSON, its request id and its reason', async () => {
    mockApi({
      'GET /api/logs': page([log(5, { status: 409, message: '字典名称已存在', requestId: 'req-abc' })]),
    });
    const { user } = renderPage(<LogsPage />, '/monitor/logs');

    await user.click(await screen.findByRole('button', { name: '展开行' }));
    expect(await screen.findByText('req-abc')).toBeInTheDocument();
    expect(screen.getByText('失败原因')).toBeInTheDocument();
    expect(screen.getByText('字典名称已存在')).toBeInTheDocument();
    const params = screen.getByText(/"name": "coal_grade"/);
    expect(params.textContent).toBe(
      '{\n  "name": "coal_grade",\n  "description": "煤种",\n  "password": "******"\n}',
    );
  });

  it('shows what an export took as its note, not as a failure', async () => {
    mockApi({
      'GET /api/logs': page([
        log(6, {
          description: '导出用户',
          method: 'GET',
          path: '/api/users/download',
          status: 200,
          message: '导出 6 条（用户数据.xlsx）',
        }),
      ]),
    });
    const { user } = renderPage(<LogsPage />, '/monitor/logs');

    await user.click(await screen.findByRole('button', { name: '展开行' }));
    expect(await screen.findByText('导出 6 条（用户数据.xlsx）')).toBeInTheDocument();
    expect(screen.getByText('说明')).toBeInTheDocument();
    expect(screen.queryByText('失败原因')).not.toBeInTheDocument();
  });

  it('says what gets recorded when nothing has been, and what to do when a filter finds nothing', async () => {
    mockApi({ 'GET /api/logs': page([]) });
    const first = renderPage(<LogsPage />, '/monitor/logs');
    expect(await screen.findByRole('heading', { name: '暂无操作记录' })).toBeInTheDocument();
    expect(screen.getByText(/新增、修改、删除、登录和导出会记录在这里/)).toBeInTheDocument();
    first.unmount();

    renderPage(<LogsPage />, '/monitor/logs?status=fail');
    expect(await screen.findByRole('heading', { name: '没有符合条件的记录' })).toBeInTheDocument();
  });

  it('exports with the filters and order of the list, not its page', async () => {
    const adapter = mockApi({
      'GET /api/logs': page([log(1)], 30),
      'GET /api/logs/download': { status: 200, data: new Blob(['xlsx']) },
    });
    // jsdom has no object URLs; the download itself is the browser's business.
    URL.createObjectURL = () => 'blob:logs';
    URL.revokeObjectURL = () => undefined;
    const { user } = renderPage(<LogsPage />, '/monitor/logs?status=ok&page=2&sort=time,asc');

    await user.click(await screen.findByRole('button', { name: '导出' }));
    await waitFor(() => expect(adapter.mock.calls.some(([c]) => c.url === '/api/logs/download')).toBe(true));
    const download = adapter.mock.calls.find(([c]) => c.url === '/api/logs/download')?.[0];
    expect(download?.params).toEqual({ sort: ['time,asc'], status: 'ok' });
  });
});
