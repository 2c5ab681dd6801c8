import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { REPORTED_READ_ONLY } from '../components/records-table';
import { grant, page, record } from '../testing/train-fixtures';
import { TrainRecordPage } from './record-list-page';

const calls = (adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }, method: string, url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);

const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

const MANUAL = record(1, { plan: { id: 3, name: '采煤机复训' } });
const REPORTED = record(2, {
  worker: { id: 2, name: '李四', employeeNo: 'E002' },
  source: 'reported',
  deviceId: 8,
  deviceSerial: 'SIM-0008',
  durationS: 3725,
  score: 40,
  passed: false,
  flagged: true,
  flagReason: '上报时长与起止时间相差超过10%',
});

const routes = {
  'GET /api/train/record': page([MANUAL, REPORTED]),
  'GET /api/center/grant': page([grant(201, '综采工作面仿真')]),
} as const;

afterEach(() => vi.restoreAllMocks());

describe('培训记录', { timeout: 60_000 }, () => {
  it('sends the URL’s filters, and writes new choices back to the URL', async () => {
    const adapter = mockApi({
      ...routes,
      'GET /api/train/record/download': { status: 200, data: new Blob(['xlsx']) },
    });
    // jsdom has no object URLs; the download itself is the browser's business.
    URL.createObjectURL = () => 'blob:records';
    URL.revokeObjectURL = () => undefined;
    const { router, user } = renderPage(
      <TrainRecordPage />,
      '/train/record?source=reported&passed=false&from=1777593600000&to=1780271999999&softId=201',
    );
    await screen.findByRole('table', { name: '培训记录' });
    expect(calls(adapter, 'get', '/api/train/record').at(-1)?.params).toEqual({
      page: 0,
      size: 10,
      sort: ['startedAt,desc'],
      softId: '201',
      source: 'reported',
      passed: 'false',
      from: '1777593600000',
      to: '1780271999999',
    });
    const filters = screen.getByRole('search');
    expect(within(filters).getByText('软件上报')).toBeInTheDocument();
    expect(within(filters).getByText('不合格')).toBeInTheDocument();
    expect(await within(filters).findByText('综采工作面仿真')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(search(router)).toEqual({}));

    await user.click(screen.getByRole('combobox', { name: '记录来源' }));
    await user.click(await screen.findByTitle('手工录入'));
    await waitFor(() => expect(search(router)).toEqual({ source: 'manual' }));
    await user.type(screen.getByRole('textbox', { name: '搜索员工' }), 'E002{Enter}');
    await waitFor(() => expect(search(router)).toEqual({ source: 'manual', blurry: 'E002' }));
    await waitFor(() =>
      expect(calls(adapter, 'get', '/api/train/record').at(-1)?.params).toMatchObject({
        source: 'manual',
        blurry: 'E002',
      }),
    );

    await user.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(calls(adapter, 'get', '/api/train/record/download')).toHaveLength(1));
    expect(calls(adapter, 'get', '/api/train/record/download')[0]?.params).toEqual({
      sort: ['startedAt,desc'],
      source: 'manual',
      blurry: 'E002',
    });
  });

  it('marks a flagged record 存疑 with its reason, and keeps reported records read-only', async () => {
    mockApi(routes);
    const { user } = renderPage(<TrainRecordPage />, '/train/record');
    const table = await screen.findByRole('table', { name: '培训记录' });

    const manual = (await within(table).findByText('张三')).closest('tr')!;
    expect(within(manual).getByText('E001')).toBeInTheDocument();
    expect(within(manual).getByText('采煤机复训')).toBeInTheDocument();
    expect(within(manual).getByText('0:45:00')).toBeInTheDocument();
    expect(within(manual).getByText('合格')).toBeInTheDocument();
    expect(within(manual).getByText('手工录入')).toBeInTheDocument();
    expect(within(manual).queryByText('存疑')).not.toBeInTheDocument();
    expect(within(manual).getByRole('button', { name: '编辑 张三 的记录' })).toBeInTheDocument();

    const reported = within(table).getByText('李四').closest('tr')!;
    expect(within(reported).getByText('SIM-0008')).toBeInTheDocument();
    expect(within(reported).getByText('1:02:05')).toBeInTheDocument();
    expect(within(reported).getByText('不合格')).toBeInTheDocument();
    expect(within(reported).getByText(REPORTED_READ_ONLY)).toBeInTheDocument();
    expect(within(reported).queryByRole('button', { name: /编辑|删除/ })).not.toBeInTheDocument();
    const flag = within(reported).getByText('存疑');
    await user.hover(flag);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('上报时长与起止时间相差超过10%');
  });

  it('edits a manual record: the dialog opens with its worker and software and sends updateTime', async () => {
    const adapter = mockApi({
      ...routes,
      'GET /api/train/plan': page([]),
      'PUT /api/train/record': { status: 200, data: MANUAL },
    });
    const { user } = renderPage(<TrainRecordPage />, '/train/record');
    await user.click(await screen.findByRole('button', { name: '编辑 张三 的记录' }));
    const heading = await screen.findByText('编辑记录', { selector: '.ant-modal-title' });
    const dialog = heading.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByText('张三（E001）')).toBeInTheDocument();
    expect(within(dialog).getByText('采煤机复训')).toBeInTheDocument();
    const score = within(dialog).getByRole('spinbutton', { name: '成绩' });
    await user.clear(score);
    await user.type(score, '90');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(adapter, 'put', '/api/train/record')).toHaveLength(1));
    const sent = JSON.parse(calls(adapter, 'put', '/api/train/record')[0]!.data as string) as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      id: 1,
      workerId: 1,
      softId: 201,
      planId: 3,
      score: 90,
      startedAt: MANUAL.startedAt,
      endedAt: MANUAL.endedAt,
      updateTime: MANUAL.updateTime,
    });
  });
});
