import { EyeOutlined, LikeOutlined, StarOutlined } from '@ant-design/icons';
import type { SoftCard as SoftCardData } from '@coalsim/contract';
import { Link } from 'react-router-dom';

import { LazyImage } from '../../../components/lazy-image/lazy-image';
import { detailHref, paths } from '../../../config/paths';
import { formatCount } from '../../../lib/portal-format';
import styles from './soft-card.module.css';

/** The three counts of a software, each with a readable name for screen readers. */
export function SoftCounts({
  soft,
}: {
  soft: Pick<SoftCardData, 'viewCount' | 'likeCount' | 'collectCount'>;
}) {
  const counts = [
    { label: '浏览', value: soft.viewCount, icon: <EyeOutlined /> },
    { label: '点赞', value: soft.likeCount, icon: <LikeOutlined /> },
    { label: '收藏', value: soft.collectCount, icon: <StarOutlined /> },
  ];
  return (
    <ul className={styles.counts}>
      {counts.map((c) => (
        <li key={c.label} aria-label={`${c.label} ${c.value}`} title={`${c.label} ${c.value}`}>
          <span aria-hidden="true">
            {c.icon} {formatCount(c.value)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One software in a grid: cover, category, name (the link; the whole card is its click target),
 * summary, vendor and counts.
 */
export function SoftCard({
  soft,
  categoryLabel,
  eagerCover = false,
}: {
  soft: SoftCardData;
  categoryLabel: string;
  /** The card is in the first row of a page: its cover starts loading at once. */
  eagerCover?: boolean;
}) {
  return (
    <article className={styles.card}>
      <div className={styles.coverBox}>
        <LazyImage src={soft.cover} alt="" eager={eagerCover} className={styles.cover} />
        <span className={styles.category}>{categoryLabel}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={detailHref(paths.softDetail, soft.id)} className={styles.link}>
            {soft.name}
          </Link>
        </h3>
        <p className={styles.summary}>{soft.summary}</p>
        <div className={styles.footer}>
          <span className={styles.vendor} title={soft.vendor.name}>
            {soft.vendor.name}
          </span>
          <SoftCounts soft={soft} />
        </div>
      </div>
    </article>
  );
}

/** Grey blocks in the shape of cards while the first page loads. */
export function SoftCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.coverBox} />
      <div className={styles.body}>
        <span className={styles.bone} />
        <span className={`${styles.bone} ${styles.short}`} />
      </div>
    </div>
  );
}
