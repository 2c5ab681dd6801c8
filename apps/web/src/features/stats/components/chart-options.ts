import type { StatsOverview } from '@coalsim/contract';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/*
 * What each chart of 统计分析 draws, as plain ECharts options. Only types come from echarts here,
 * so the page can build options (and tests can read them) without loading the library.
 */

export type StatsChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

const AXIS = { line: '#d9d9d9', label: '#8c8c8c', split: '#f0f0f0' } as const;
/** The second series' colour (certified staff). */
export const SECONDARY = '#13c2c2';
/** Statuses in the colours people expect (online green, fault red); others take the palette. */
const STATUS_COLOURS: Record<string, string> = {
  online: '#52c41a',
  running: '#1677ff',
  idle: '#13c2c2',
  offline: '#bfbfbf',
  disabled: '#8c8c8c',
  maintenance: '#faad14',
  fault: '#f5222d',
};
const PIE_PALETTE = ['#722ed1', '#eb2f96', '#fa8c16', '#2f54eb', '#a0d911'];

/** Devices' status words as the device feature stores them, shown in Chinese; others as they are. */
export const DEVICE_STATUS_LABELS: Record<string, string> = {
  online: '在线',
  offline: '离线',
  fault: '故障',
  maintenance: '维护中',
  idle: '空闲',
  running: '运行中',
  disabled: '停用',
};

/** Up to one decimal, without a trailing .0 (学时 are rarely whole). */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 10) / 10);
}

const grid = { left: 8, right: 16, top: 24, bottom: 4, containLabel: true } as const;
const categoryAxis = (data: string[]) => ({
  type: 'category' as const,
  data,
  axisLine: { lineStyle: { color: AXIS.line } },
  axisLabel: { color: AXIS.label },
});
const valueAxis = {
  type: 'value' as const,
  splitLine: { lineStyle: { color: AXIS.split } },
  axisLabel: { color: AXIS.label },
};

/** 培训学时趋势: hours per month as bars; the tooltip adds the month's records. */
export function hoursOption(months: StatsOverview['months'], colour: string): StatsChartOption {
  return {
    grid,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      // Only server-made month keys and numbers go into this HTML, nothing a user typed.
      formatter: (params) => {
        const index = (Array.isArray(params) ? params[0] : params)?.dataIndex ?? 0;
        const month = months[index];
        if (!month) return '';
        return `${month.month}<br/>培训学时 ${formatHours(month.hours)}<br/>培训记录 ${month.records} 条`;
      },
    },
    xAxis: categoryAxis(months.map((m) => m.month)),
    yAxis: { ...valueAxis, name: '学时', nameTextStyle: { color: AXIS.label } },
    series: [
      {
        name: '培训学时',
        type: 'bar',
        data: months.map((m) => Math.round(m.hours * 10) / 10),
        barMaxWidth: 24,
        itemStyle: { color: colour, borderRadius: [4, 4, 0, 0] },
      },
    ],
  };
}

/** 合格率趋势: passed / records per month, 0–100 %; a month without records is a gap, not a zero. */
export function passRateOption(months: StatsOverview['months'], colour: string): StatsChartOption {
  return {
    grid,
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => (typeof value === 'number' ? `${value}%` : '无记录'),
    },
    xAxis: { ...categoryAxis(months.map((m) => m.month)), boundaryGap: false },
    yAxis: { ...valueAxis, min: 0, max: 100, axisLabel: { color: AXIS.label, formatter: '{value}%' } },
    series: [
      {
        name: '合格率',
        type: 'line',
        data: months.map((m) => (m.passRate === null ? null : Math.round(m.passRate * 10) / 10)),
        connectNulls: false,
        // Straight segments: a smoothed curve would bulge past 100 % or below 0. Every month is
        // drawn as a point with its value, so a single month (no line to draw) is not an empty
        // chart whose point appears only on hover.
        showSymbol: true,
        showAllSymbol: true,
        symbol: 'circle',
        symbolSize: 7,
        label: { show: true, position: 'top', formatter: '{c}%', color: AXIS.label },
        itemStyle: { color: colour },
        areaStyle: { color: `${colour}22` },
      },
    ],
  };
}

/** 软件使用排行: the top 10 by records as horizontal bars, the most used at the top. */
export function softsOption(softs: StatsOverview['softs'], colour: string): StatsChartOption {
  const top = softs.slice(0, 10);
  return {
    grid: { ...grid, top: 8 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { ...valueAxis, minInterval: 1 },
    yAxis: {
      ...categoryAxis(top.map((s) => s.name)),
      inverse: true,
      axisLabel: { color: AXIS.label, width: 120, overflow: 'truncate' },
    },
    series: [
      {
        name: '培训记录',
        type: 'bar',
        data: top.map((s) => s.records),
        barMaxWidth: 18,
        itemStyle: { color: colour, borderRadius: [0, 4, 4, 0] },
        tooltip: { valueFormatter: (value) => `${String(value)} 条` },
      },
    ],
  };
}

/** 部门人员与持证: staff and certified staff per department, side by side. */
export function deptsOption(depts: StatsOverview['depts'], colour: string): StatsChartOption {
  const many = depts.length > 5;
  return {
    grid: { ...grid, top: 36 },
    legend: { top: 0, data: ['在职员工', '持证人数'] },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      ...categoryAxis(depts.map((d) => d.name)),
      // Every department named; tilted and cut short when there are many.
      axisLabel: { color: AXIS.label, interval: 0, rotate: many ? 30 : 0, width: 84, overflow: 'truncate' },
    },
    yAxis: { ...valueAxis, minInterval: 1 },
    series: [
      {
        name: '在职员工',
        type: 'bar',
        data: depts.map((d) => d.staff),
        barMaxWidth: 18,
        itemStyle: { color: colour, borderRadius: [4, 4, 0, 0] },
      },
      {
        name: '持证人数',
        type: 'bar',
        data: depts.map((d) => d.certified),
        barMaxWidth: 18,
        itemStyle: { color: SECONDARY, borderRadius: [4, 4, 0, 0] },
      },
    ],
  };
}

/** 设备状态: devices per status as a ring; the legend carries the counts (labels beside a ring get cut on a phone). */
export function devicesOption(devices: StatsOverview['devices'], colour: string): StatsChartOption {
  const data = devices.map((d, i) => ({
    name: DEVICE_STATUS_LABELS[d.status] ?? d.status,
    value: d.count,
    itemStyle: { color: STATUS_COLOURS[d.status] ?? PIE_PALETTE[i % PIE_PALETTE.length] ?? colour },
  }));
  const counts = new Map(data.map((d) => [d.name, d.value]));
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 台（{d}%）' },
    legend: { bottom: 0, formatter: (name) => `${name} ${counts.get(name) ?? 0} 台` },
    series: [
      {
        name: '设备状态',
        type: 'pie',
        radius: ['42%', '68%'],
        center: ['50%', '45%'],
        label: { show: false },
        data,
      },
    ],
  };
}
