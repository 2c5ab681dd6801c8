import type { StatsOverview } from '@coalsim/contract';
import { Skeleton } from 'antd';
import { useId } from 'react';

import { formatHours } from './chart-options';
import styles from './stats.module.css';

const count = new Intl.NumberFormat('zh-CN');

function Figure({ label, value, unit }: { label: string; value: string; unit?: string }) {
  const id = useId();
  return (
    <div className={styles.figure} role="group" aria-labelledby={id}>
      <span id={id} className={styles.figureLabel}>
        {label}
      </span>
      <strong className={styles.figureValue}>
        {value}
        {unit && <span className={styles.figureUnit}>{unit}</span>}
      </strong>
    </div>
  );
}

/** The period's headline figures; 合格率 is 「—」 when there was nothing to pass. */
export function StatsSummary({ totals }: { totals: StatsOverview['totals'] | undefined }) {
  if (!totals)
    return (
      <div className={styles.summary} role="group" aria-label="统计汇总" aria-busy="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className={styles.figure}>
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </div>
        ))}
      </div>
    );
  const passRate = totals.passRate === null ? '—' : String(Math.round(totals.passRate * 10) / 10);
  return (
    <div className={styles.summary} role="group" aria-label="统计汇总">
      <Figure label="培训记录" value={count.format(totals.records)} unit="条" />
      <Figure label="培训学时" value={formatHours(totals.hours)} unit="学时" />
      <Figure label="合格率" value={passRate} unit={totals.passRate === null ? undefined : '%'} />
      <Figure label="在职员工" value={count.format(totals.staff)} unit="人" />
      <Figure label="持证人数" value={count.format(totals.certified)} unit="人" />
    </div>
  );
}
