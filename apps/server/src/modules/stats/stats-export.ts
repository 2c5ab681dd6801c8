import {
  DEVICE_STATUS_LABELS,
  type DeviceStatus,
  type StatsChart,
  type StatsOverview,
} from '@coalsim/contract';

import { buildXlsx, type XlsxColumn, type XlsxFile } from '../../lib/xlsx.js';

type Month = StatsOverview['months'][number];
type Soft = StatsOverview['softs'][number];
type Dept = StatsOverview['depts'][number];
type Device = StatsOverview['devices'][number];
type Plan = StatsOverview['plans'][number];

const MONTH_COLUMNS: XlsxColumn<Month>[] = [
  { header: '月份', value: (m) => m.month, width: 10 },
  { header: '培训次数', value: (m) => m.records, width: 10 },
  { header: '培训学时', value: (m) => m.hours, width: 10 },
  { header: '合格次数', value: (m) => m.passed, width: 10 },
  { header: '合格率(%)', value: (m) => m.passRate, width: 10 },
];

const SOFT_COLUMNS: XlsxColumn<Soft & { rank: number }>[] = [
  { header: '排名', value: (s) => s.rank, width: 6 },
  { header: '软件名称', value: (s) => s.name, width: 30 },
  { header: '培训次数', value: (s) => s.records, width: 10 },
  { header: '培训学时', value: (s) => s.hours, width: 10 },
];

const DEPT_COLUMNS: XlsxColumn<Dept>[] = [
  { header: '部门', value: (d) => d.name, width: 20 },
  { header: '在职人数', value: (d) => d.staff, width: 10 },
  { header: '持证人数', value: (d) => d.certified, width: 10 },
];

const DEVICE_COLUMNS: XlsxColumn<Device>[] = [
  { header: '设备状态', value: (d) => DEVICE_STATUS_LABELS[d.status as DeviceStatus] ?? d.status, width: 12 },
  { header: '数量', value: (d) => d.count, width: 8 },
];

const PLAN_COLUMNS: XlsxColumn<Plan>[] = [
  { header: '计划名称', value: (p) => p.name, width: 24 },
  { header: '培训软件', value: (p) => p.softName, width: 24 },
  { header: '结束时间', value: (p) => new Date(p.endTime), width: 20 },
  { header: '学员人数', value: (p) => p.trainees, width: 10 },
  { header: '已完成人数', value: (p) => p.completed, width: 10 },
];

/** The sheet's (and the file's) title per chart, as the page names the chart. */
export const STATS_CHART_TITLES: Record<StatsChart, string> = {
  months: '培训学时',
  softs: '软件使用排行',
  depts: '部门人员',
  devices: '设备状态',
  plans: '进行中的计划',
};

/** `统计-培训学时.xlsx` and the like. */
export const statsExportFile = (chart: StatsChart) => `统计-${STATS_CHART_TITLES[chart]}.xlsx`;

/** One chart's data of the overview as one sheet, with Chinese headers. */
export function statsWorkbook(chart: StatsChart, overview: StatsOverview): Promise<XlsxFile> {
  const title = STATS_CHART_TITLES[chart];
  switch (chart) {
    case 'months':
      return buildXlsx(title, MONTH_COLUMNS, overview.months);
    case 'softs':
      return buildXlsx(
        title,
        SOFT_COLUMNS,
        overview.softs.map((s, i) => ({ ...s, rank: i + 1 })),
      );
    case 'depts':
      return buildXlsx(title, DEPT_COLUMNS, overview.depts);
    case 'devices':
      return buildXlsx(title, DEVICE_COLUMNS, overview.devices);
    case 'plans':
      return buildXlsx(title, PLAN_COLUMNS, overview.plans);
  }
}
