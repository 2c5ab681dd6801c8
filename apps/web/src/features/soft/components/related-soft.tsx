import type { SoftDetail } from '@coalsim/contract';
import { Link } from 'react-router-dom';

import { LazyImage } from '../../../components/lazy-image/lazy-image';
import { detailHref, paths } from '../../../config/paths';
import { useSoftList } from '../api/get-soft-list';
import styles from './related-soft.module.css';

const RELATED = 4;

/** Other software of the same category, most viewed first; hidden when there is none. */
export function RelatedSoft({ soft, categoryLabel }: { soft: SoftDetail; categoryLabel: string }) {
  const { data } = useSoftList({ page: 0, size: RELATED + 1, sort: 'views', category: soft.category });
  const items = (data?.content ?? []).filter((s) => s.id !== soft.id).slice(0, RELATED);
  if (items.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-soft">
      <h2 id="related-soft" className={styles.title}>
        相关软件
        <span className={styles.hint}>{categoryLabel}</span>
      </h2>
      <ul className={styles.list}>
        {items.map((s) => (
          <li key={s.id}>
            <Link to={detailHref(paths.softDetail, s.id)} className={styles.item}>
              <LazyImage src={s.cover} alt="" className={styles.thumb} />
              <span className={styles.text}>
                <span className={styles.name}>{s.name}</span>
                <span className={styles.vendor}>{s.vendor.name}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
