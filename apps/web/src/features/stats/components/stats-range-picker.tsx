import type { StatsQuery } from '@coalsim/contract';
import { DatePicker, Radio } from 'antd';
import dayjs from 'dayjs';

import {
  activeQuickRange,
  MAX_RANGE_MONTHS,
  monthsRange,
  QUICK_RANGES,
  quickRange,
} from '../utils/stats-range';
import type { QuickMonths } from '../utils/stats-range';
import styles from './stats.module.css';

/**
 * The period of 统计分析 in whole months (the charts are monthly): 近3/6/12个月, or any months up to
 * this one, at most three years (the contract's limit). Without a period in the URL the picker
 * shows the one the server applied (`shown`).
 */
export function StatsRangePicker({
  range,
  shown,
  onChange,
}: {
  range: StatsQuery;
  shown: { from: number; to: number } | undefined;
  onChange: (range: StatsQuery) => void;
}) {
  const active = activeQuickRange(range);
  const from = range.from ?? shown?.from;
  const to = range.to ?? shown?.to;
  return (
    <div className={styles.rangeControls}>
      <Radio.Group
        aria-label="快速选择统计区间"
        optionType="button"
        value={active}
        options={QUICK_RANGES.map((q) => ({ label: q.label, value: q.months }))}
        onChange={(event) => onChange(quickRange(event.target.value as QuickMonths))}
      />
      <DatePicker.RangePicker
        picker="month"
        aria-label="统计区间"
        placeholder={['开始月份', '结束月份']}
        value={from !== undefined && to !== undefined ? [dayjs(from), dayjs(to)] : null}
        disabledDate={(current, info) =>
          current.isAfter(dayjs(), 'month') ||
          (info.from !== undefined && Math.abs(current.diff(info.from, 'month')) >= MAX_RANGE_MONTHS)
        }
        onChange={(dates) => {
          const [first, last] = dates ?? [];
          // Cleared: back to the default period.
          onChange(first && last ? monthsRange(first, last) : {});
        }}
      />
    </div>
  );
}
