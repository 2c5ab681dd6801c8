import { DesktopOutlined, FileSearchOutlined, ScheduleOutlined, TeamOutlined } from '@ant-design/icons';
import type { StatsChart, StatsOverview, StatsQuery } from '@coalsim/contract';
import { Skeleton, theme } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import type { ReactNode } from 'react';

import { NearViewport } from '../../../components/near-viewport/near-viewport';
import { paths } from '../../../config/paths';
import { ChartCard, ChartEmpty } from './chart-card';
import { deptsOption, devicesOption, hoursOption, passRateOption, softsOption } from './chart-options';
import type { StatsChartOption } from './chart-options';
import { PlansTable } from './plans-table';
import styles from './stats.module.css';

// ECharts is large: it comes with this module, after the page's own code, and never with the
// portal's first load (the size budget test checks that).
const StatsEChart = lazy(async () => ({ default: (await import('./stats-echart')).StatsEChart }));

export const NO_DEVICES =
  '本企业还没有登记仿真设备；在设备管理中登记并接入设备后，这里按在线、使用中、离线统计台数。';

export const NO_RECORDS = '所选时间段内没有培训记录，可在培训中心录入或由接入软件上报。';

/** What each card says when it has nothing to draw: why, and where that changes. */
const EMPTY: Record<StatsChart, ReactNode> = {
  months: (
    <ChartEmpty
      icon={<FileSearchOutlined />}
      title="暂无培训记录"
      description={NO_RECORDS}
      action={{ label: '去培训中心', to: paths.trainRecord }}
    />
  ),
  softs: <ChartEmpty icon={<FileSearchOutlined />} title="暂无软件使用记录" description={NO_RECORDS} />,
  depts: (
    <ChartEmpty
      icon={<TeamOutlined />}
      title="暂无员工"
      description="在个人中心添加员工并分配部门后，这里按部门统计在职与持证人数。"
      action={{ label: '添加员工', to: paths.centerWorkerAdd }}
    />
  ),
  devices: (
    <ChartEmpty
      icon={<DesktopOutlined />}
      title="暂无设备数据"
      description={NO_DEVICES}
      action={{ label: '去设备管理', to: paths.centerDevice }}
    />
  ),
  plans: (
    <ChartEmpty
      icon={<ScheduleOutlined />}
      title="暂无进行中的培训计划"
      description="在培训中心发布培训计划后，这里显示正在进行的计划及其参训、完成人数。"
      action={{ label: '去培训中心', to: paths.train }}
    />
  ),
};

/** What ECharts draws, or else the card's own content (the plans' table). */
type CardBody = { option: StatsChartOption } | { content: ReactNode };

interface CardSpec {
  title: string;
  chart: StatsChart;
  /** Nothing to draw, and so nothing to export: the card shows its empty state instead. */
  empty: (overview: StatsOverview) => boolean;
  body: (overview: StatsOverview, colour: string) => CardBody;
}

const CARDS: readonly CardSpec[] = [
  {
    title: '培训学时趋势',
    chart: 'months',
    empty: (o) => o.totals.records === 0,
    body: (o, colour) => ({ option: hoursOption(o.months, colour) }),
  },
  {
    title: '合格率趋势',
    chart: 'months',
    empty: (o) => o.totals.records === 0,
    body: (o, colour) => ({ option: passRateOption(o.months, colour) }),
  },
  {
    title: '软件使用排行',
    chart: 'softs',
    empty: (o) => o.softs.length === 0,
    body: (o, colour) => ({ option: softsOption(o.softs, colour) }),
  },
  {
    title: '部门人员与持证',
    chart: 'depts',
    empty: (o) => o.depts.length === 0,
    body: (o, colour) => ({ option: deptsOption(o.depts, colour) }),
  },
  {
    title: '设备状态',
    chart: 'devices',
    empty: (o) => o.devices.length === 0,
    body: (o, colour) => ({ option: devicesOption(o.devices, colour) }),
  },
  {
    title: '进行中的培训计划',
    chart: 'plans',
    empty: (o) => o.plans.length === 0,
    body: (o) => ({ content: <PlansTable plans={o.plans} /> }),
  },
];

/** The six cards of 统计分析; skeletons until the first overview arrives. */
export function StatsCharts({ overview, range }: { overview: StatsOverview | undefined; range: StatsQuery }) {
  const { token } = theme.useToken();
  // Built once per overview, so a re-render does not hand ECharts a "new" option.
  const bodies = useMemo(
    () =>
      overview &&
      CARDS.map((card) => (card.empty(overview) ? null : card.body(overview, token.colorPrimary))),
    [overview, token.colorPrimary],
  );
  const waiting = <Skeleton active title={false} paragraph={{ rows: 7 }} className={styles.chartWaiting} />;

  return (
    <div className={styles.grid}>
      {CARDS.map((card, index) => {
        const body = bodies?.[index];
        return (
          <ChartCard
            key={card.title}
            title={card.title}
            chart={card.chart}
            range={range}
            canExport={Boolean(body)}
          >
            {!bodies ? (
              waiting
            ) : !body ? (
              EMPTY[card.chart]
            ) : 'option' in body ? (
              <Suspense fallback={waiting}>
                <StatsEChart option={body.option} label={card.title} />
              </Suspense>
            ) : (
              // Loaded already: kept out of the page until it is near, its room held meanwhile.
              <NearViewport placeholder={<div className={styles.chartWaiting} />}>
                {body.content}
              </NearViewport>
            )}
          </ChartCard>
        );
      })}
    </div>
  );
}
