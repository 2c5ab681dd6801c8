import type { StatsOverview } from '@coalsim/contract';
import * as echarts from 'echarts';
import { describe, expect, it } from 'vitest';

import { deptsOption, devicesOption, hoursOption, passRateOption, softsOption } from './chart-options';

const months: StatsOverview['months'] = [
  { month: '2026-09', records: 4, hours: 6.25, passed: 3, passRate: 75 },
  { month: '2026-10', records: 0, hours: 0, passed: 0, passRate: null },
  { month: '2026-11', records: 3, hours: 2, passed: 2, passRate: 66.666 },
];

const seriesOf = (option: ReturnType<typeof hoursOption>) =>
  (Array.isArray(option.series) ? option.series : [option.series]).map((s) => ({
    name: s?.name,
    type: s?.type,
    data: s?.data,
  }));

describe('what the charts of 统计分析 draw', () => {
  it('hours per month as bars over every month of the period', () => {
    const option = hoursOption(months, '#1677ff');
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['2026-09', '2026-10', '2026-11'] });
    expect(seriesOf(option)).toEqual([{ name: '培训学时', type: 'bar', data: [6.3, 0, 2] }]);
  });

  it('the pass rate as a line on a 0–100 % axis, with a gap (not a zero) for a month without records', () => {
    const option = passRateOption(months, '#1677ff');
    expect(option.yAxis).toMatchObject({ min: 0, max: 100 });
    expect(seriesOf(option)).toEqual([{ name: '合格率', type: 'line', data: [75, null, 66.7] }]);
  });

  it('draws a single month of 合格率 as a labelled point, not an empty chart (real ECharts, SVG)', () => {
    const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width: 480, height: 300 });
    chart.setOption(
      passRateOption([{ month: '2026-11', records: 4, hours: 3, passed: 3, passRate: 75 }], '#1677ff'),
    );
    const svg = chart.renderToSVGString();
    chart.dispose();
    // The value is written beside its point (the axis only has 0 %, 20 % … 100 %).
    expect(svg).toContain('>75%<');
  });

  it('at most ten software, the most used first, as horizontal bars', () => {
    const softs = Array.from({ length: 12 }, (_, i) => ({
      softId: i + 1,
      name: `软件${i + 1}`,
      records: 100 - i,
      hours: 1,
    }));
    const option = softsOption(softs, '#1677ff');
    expect(option.yAxis).toMatchObject({ type: 'category', inverse: true });
    expect((option.yAxis as { data: string[] }).data).toHaveLength(10);
    expect((option.yAxis as { data: string[] }).data[0]).toBe('软件1');
    expect(seriesOf(option)[0]).toMatchObject({
      type: 'bar',
      data: softs.slice(0, 10).map((s) => s.records),
    });
  });

  it('staff and certified staff per department side by side', () => {
    const option = deptsOption(
      [
        { deptId: 1, name: '综采队', staff: 12, certified: 5 },
        { deptId: null, name: '未分配部门', staff: 2, certified: 0 },
      ],
      '#1677ff',
    );
    expect(seriesOf(option)).toEqual([
      { name: '在职员工', type: 'bar', data: [12, 2] },
      { name: '持证人数', type: 'bar', data: [5, 0] },
    ]);
  });

  it('device statuses in Chinese where known, as they come otherwise', () => {
    const option = devicesOption(
      [
        { status: 'online', count: 3 },
        { status: 'custom', count: 1 },
      ],
      '#1677ff',
    );
    expect(seriesOf(option)[0]?.data).toMatchObject([
      { name: '在线', value: 3, itemStyle: { color: '#52c41a' } },
      { name: 'custom', value: 1 },
    ]);
    // The legend names each status with its count.
    const legend = option.legend as { formatter: (name: string) => string };
    expect(legend.formatter('在线')).toBe('在线 3 台');
  });
});
