import type { StatsOverview } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';

import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import type { StatsChartOption } from '../components/chart-options';
import { NO_DEVICES } from '../components/stats-charts';
import { quickRange } from '../utils/stats-range';
import { StatsPage } from './stats-page';

// jsdom has no canvas, so ECharts cannot draw here: the chart module is replaced at its boundary by
// a container that keeps the option it was given, and the tests read what would have been drawn.
const drawn = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../components/stats-echart', () => ({
  StatsEChart: ({ option, label }: { option: StatsChartOption; label: string }) => {
    drawn.set(label, option);
    return <div role="img" aria-label={label} />;
  },
}));

const FROM = dayjs('2026-01-01T00:00:00').valueOf();
const TO = dayjs('2026-03-31T23:59:59.999').valueOf();

const OVERVIEW: StatsOverview = {
  from: FROM,
  to: TO,
  totals: { records: 1234, hours: 128.46, passRate: 87.5, staff: 56, certified: 21 },
  months: [
    { month: '2026-01', records: 600, hours: 60, passed: 520, passRate: 86.7 },
    { month: '2026-02', records: 0, hours: 0, passed: 0, passRate: null },
    { month: '2026-03', records: 634, hours: 68.46, passed: 560, passRate: 88.3 },
  ],
  softs: [
    { softId: 7, name: '综采工作面仿真', records: 900, hours: 90 },
    { softId: 8, name: '矿井通风仿真', records: 334, hours: 38.46 },
  ],
  depts: [
    { deptId: 1, name: '综采队', staff: 40, certified: 18 },
    { deptId: null, name: '未分配部门', staff: 16, certified: 3 },
  ],
  devices: [{ status: 'online', count: 4 }],
  plans: [
    {
      id: 3,
      name: '2026 年度综采复训',
      softName: '综采工作面仿真',
      endTime: TO,
      trainees: 30,
      completed: 12,
    },
  ],
};

const EMPTY: StatsOverview = {
  ...OVERVIEW,
  totals: { records: 0, hours: 0, passRate: null, staff: 0, certified: 0 },
  months: OVERVIEW.months.map((m) => ({ ...m, records: 0, hours: 0, passed: 0, passRate: null })),
  softs: [],
  depts: [],
  devices: [],
  plans: [],
};

const TITLES = [
  '培训学时趋势',
  '合格率趋势',
  '软件使用排行',
  '部门人员与持证',
  '设备状态',
  '进行中的培训计划',
];

const callsTo = (adapter: Mock<AxiosAdapter>, url: string): InternalAxiosRequestConfig[] =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.url === url);

const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

const figure = (name: string) => screen.getByRole('group', { name });

afterEach(() => {
  drawn.clear();
  vi.restoreAllMocks();
});

describe('统计分析', { timeout: 30_000 }, () => {
  it('shows the period’s figures and draws each chart from the overview', async () => {
    mockApi({ 'GET /api/stats/overview': { status: 200, data: OVERVIEW } });
    renderPage(<StatsPage />, '/stats');

    await screen.findByRole('img', { name: '培训学时趋势' });
    expect(within(figure('培训记录')).getByText('1,234')).toBeInTheDocument();
    expect(within(figure('培训学时')).getByText('128.5')).toBeInTheDocument();
    expect(within(figure('合格率')).getByText('87.5')).toBeInTheDocument();
    expect(within(figure('在职员工')).getByText('56')).toBeInTheDocument();
    expect(within(figure('持证人数')).getByText('21')).toBeInTheDocument();
    expect(screen.getByText('统计区间：2026-01-01 至 2026-03-31')).toBeInTheDocument();

    for (const title of TITLES.slice(0, 5)) {
      const card = screen.getByRole('region', { name: title });
      expect(within(card).getByRole('img', { name: title })).toBeInTheDocument();
    }
    expect(drawn.get('培训学时趋势')).toMatchObject({ xAxis: { data: ['2026-01', '2026-02', '2026-03'] } });
    expect(drawn.get('合格率趋势')).toMatchObject({ series: [{ data: [86.7, null, 88.3] }] });
    expect(drawn.get('软件使用排行')).toMatchObject({ yAxis: { data: ['综采工作面仿真', '矿井通风仿真'] } });

    const plans = screen.getByRole('table', { name: '进行中的培训计划' });
    const row = within(plans).getByText('2026 年度综采复训').closest('tr')!;
    expect(within(row).getByText('2026-03-31')).toBeInTheDocument();
    expect(within(row).getByText('12 / 30')).toBeInTheDocument();
  });

  it('says what to do when the period has no records, and there are no staff, devices or plans', async () => {
    mockApi({ 'GET /api/stats/overview': { status: 200, data: EMPTY } });
    renderPage(<StatsPage />, '/stats');

    await screen.findAllByRole('heading', { name: '暂无培训记录' });
    const hours = screen.getByRole('region', { name: '培训学时趋势' });
    expect(
      within(hours).getByText(/所选时间段内没有培训记录，可在培训中心录入或由接入软件上报/),
    ).toBeInTheDocument();
    expect(within(hours).getByRole('link', { name: '去培训中心' })).toHaveAttribute('href', '/train/record');
    const devices = screen.getByRole('region', { name: '设备状态' });
    expect(within(devices).getByRole('heading', { name: '暂无设备数据' })).toBeInTheDocument();
    // 设备管理 is where devices are registered and enrolled: the card sends the enterprise there.
    expect(within(devices).getByText(NO_DEVICES)).toBeInTheDocument();
    expect(within(devices).getByRole('link', { name: '去设备管理' })).toHaveAttribute(
      'href',
      '/center/device',
    );
    expect(
      within(screen.getByRole('region', { name: '进行中的培训计划' })).getByRole('heading', {
        name: '暂无进行中的培训计划',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '添加员工' })).toHaveAttribute('href', '/center/worker-add');
    expect(within(figure('合格率')).getByText('—')).toBeInTheDocument();
    // Nothing is drawn, and there is nothing to export.
    for (const title of TITLES) {
      expect(screen.queryByRole('img', { name: title })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: `导出${title}` })).toBeDisabled();
    }
    expect(drawn.size).toBe(0);
  });

  it('keeps the period in the URL: a link’s period is asked for, and a quick range or picked months replace it', async () => {
    const adapter = mockApi({ 'GET /api/stats/overview': { status: 200, data: OVERVIEW } });
    const { router, user } = renderPage(<StatsPage />, `/stats?from=${FROM}&to=${TO}`);

    await screen.findByRole('img', { name: '培训学时趋势' });
    expect(callsTo(adapter, '/api/stats/overview')[0]?.params).toEqual({ from: FROM, to: TO });
    expect(screen.getByDisplayValue('2026-01')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2026-03')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '近3个月' })).not.toBeChecked();

    // Months picked in the picker: the first of the first to the end of the last.
    await user.click(screen.getByDisplayValue('2026-01'));
    await user.click(await screen.findByTitle('2026-04'));
    await user.click(await screen.findByTitle('2026-06'));
    const picked = {
      from: dayjs('2026-04-01T00:00:00').valueOf(),
      to: dayjs('2026-06-30T23:59:59.999').valueOf(),
    };
    await waitFor(() => expect(search(router)).toEqual({ from: String(picked.from), to: String(picked.to) }));
    await waitFor(() => expect(callsTo(adapter, '/api/stats/overview').at(-1)?.params).toEqual(picked));

    // antd's button-style radios take the click on their label (the input itself is hidden).
    await user.click(screen.getByRole('radio', { name: '近3个月' }).closest('label')!);
    const three = quickRange(3);
    await waitFor(() => expect(search(router)).toEqual({ from: String(three.from), to: String(three.to) }));
    await waitFor(() => expect(callsTo(adapter, '/api/stats/overview').at(-1)?.params).toEqual(three));
    expect(screen.getByRole('radio', { name: '近3个月' })).toBeChecked();
  });

  it('asks for the default period without one in the URL, and ignores a broken one', async () => {
    const adapter = mockApi({ 'GET /api/stats/overview': { status: 200, data: OVERVIEW } });
    renderPage(<StatsPage />, '/stats?from=9&to=3');
    await screen.findByRole('img', { name: '培训学时趋势' });
    expect(callsTo(adapter, '/api/stats/overview')[0]?.params).toEqual({});
    expect(screen.getByRole('radio', { name: '近12个月' })).toBeChecked();
  });

  it('exports each chart’s data over the page’s period', async () => {
    const adapter = mockApi({
      'GET /api/stats/overview': { status: 200, data: OVERVIEW },
      'GET /api/stats/download': { status: 200, data: new Blob(['xlsx']) },
    });
    // jsdom has no object URLs; the download itself is the browser's business.
    URL.createObjectURL = () => 'blob:stats';
    URL.revokeObjectURL = () => undefined;
    const { user } = renderPage(<StatsPage />, '/stats');
    await screen.findByRole('img', { name: '培训学时趋势' });

    const charts = ['months', 'months', 'softs', 'depts', 'devices', 'plans'];
    for (const [index, title] of TITLES.entries()) {
      const card = screen.getByRole('region', { name: title });
      await user.click(within(card).getByRole('button', { name: `导出${title}` }));
      await waitFor(() => expect(callsTo(adapter, '/api/stats/download')).toHaveLength(index + 1));
      // Without a period in the URL, the one the server applied (so the file matches the page).
      expect(callsTo(adapter, '/api/stats/download')[index]?.params).toEqual({
        chart: charts[index],
        from: FROM,
        to: TO,
      });
    }
  });

  it('offers to reload when the overview cannot be read', async () => {
    const adapter = mockApi({
      'GET /api/stats/overview': { status: 500, data: { status: 500, message: '服务繁忙', timestamp: 0 } },
    });
    const { user } = renderPage(<StatsPage />, '/stats');
    expect(await screen.findByRole('heading', { name: '统计数据加载失败' })).toBeInTheDocument();
    const before = callsTo(adapter, '/api/stats/overview').length;
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(callsTo(adapter, '/api/stats/overview').length).toBeGreaterThan(before));
  });
});
