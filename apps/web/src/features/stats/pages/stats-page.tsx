import { BarChartOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router-dom';

import { LoadFailed } from '../../../components/feedback/load-failed';
import { PageBanner } from '../../../components/page-banner/page-banner';
import { useStatsOverview } from '../api/get-stats-overview';
import { StatsCharts } from '../components/stats-charts';
import { StatsRangePicker } from '../components/stats-range-picker';
import { StatsSummary } from '../components/stats-summary';
import styles from '../components/stats.module.css';
import { parseStatsRange, toStatsSearch } from '../utils/stats-range';
import pageStyles from './stats-page.module.css';

const day = (ms: number) => dayjs(ms).format('YYYY-MM-DD');

/**
 * 统计分析 (enterprise users only; the portal shell enforces the gate): the enterprise's own
 * training, staff, devices and plans over a period. The period lives in the URL (`?from=&to=`, ms),
 * so a refresh or a shared link shows the same figures; without one the server takes 12 months.
 */
export function StatsPage() {
  const [search, setSearch] = useSearchParams();
  const range = parseStatsRange(search);
  const { data, isError, isPlaceholderData, refetch } = useStatsOverview(range);
  // The six cards are drawn in a render React may pause, so arriving figures do not hold the page
  // (and a tap) for the whole of their first render on a slow phone.
  const overview = useDeferredValue(data);
  const shown = data && { from: data.from, to: data.to };
  // Exports cover what the page asked for; without a period, the one the server applied.
  const exportRange = range.from !== undefined || range.to !== undefined ? range : (shown ?? {});

  return (
    <>
      <PageBanner title="统计分析" lead="基于本企业自己的培训、软件与设备数据，按月查看实训成效。" />
      <div className={pageStyles.page}>
        <div className={styles.toolbar}>
          <p className={styles.period} aria-live="polite">
            {shown ? `统计区间：${day(shown.from)} 至 ${day(shown.to)}` : '统计区间加载中…'}
          </p>
          <StatsRangePicker range={range} shown={shown} onChange={(next) => setSearch(toStatsSearch(next))} />
        </div>
        {isError && !data ? (
          <LoadFailed
            level={2}
            icon={<BarChartOutlined />}
            title="统计数据加载失败"
            description="请稍后重新加载；若一直失败，可缩小统计区间再试。"
            onRetry={() => void refetch()}
          />
        ) : (
          // While a new period loads, the previous one stays on screen, dimmed.
          <div
            className={isPlaceholderData ? styles.stale : undefined}
            aria-busy={isPlaceholderData || undefined}
          >
            <StatsSummary totals={data?.totals} />
            <StatsCharts overview={overview} range={exportRange} />
          </div>
        )}
      </div>
    </>
  );
}
