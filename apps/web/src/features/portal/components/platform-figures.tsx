import type { PortalStats } from '@coalsim/contract';

import { formatFigure } from '../../../lib/portal-format';
import { usePortalStats } from '../api/get-portal-stats';
import styles from './platform-figures.module.css';

const FIGURES: ReadonlyArray<{ key: keyof PortalStats; label: string; unit: string }> = [
  { key: 'softCount', label: '上架软件', unit: '款' },
  { key: 'vendorCount', label: '软件厂商', unit: '家' },
  { key: 'enterpriseCount', label: '入驻企业', unit: '家' },
  { key: 'userCount', label: '注册用户', unit: '人' },
  { key: 'newsCount', label: '行业资讯', unit: '条' },
];

/** The platform's figures, counted by the server from its database (never made up here). */
export function PlatformFigures() {
  const { data } = usePortalStats();
  return (
    <section className={styles.band} aria-label="平台数据">
      <dl className={styles.figures}>
        {FIGURES.map((f) => (
          <div key={f.key} className={styles.figure}>
            <dt className={styles.label}>{f.label}</dt>
            <dd className={styles.value}>
              {data ? formatFigure(data[f.key]) : '—'}
              <span className={styles.unit}>{f.unit}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
