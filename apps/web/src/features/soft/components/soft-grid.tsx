import type { SoftCard as SoftCardData } from '@coalsim/contract';

import { useDict } from '../../../hooks/use-dict';
import { SoftCard, SoftCardSkeleton } from './soft-card';
import styles from './soft-grid.module.css';

/** Cards in a responsive grid; while nothing has arrived yet, `skeletons` placeholder cards. */
export function SoftGrid({
  items,
  skeletons = 0,
  columns = 4,
  phoneLimit = false,
  eagerCovers = 0,
}: {
  items: readonly SoftCardData[] | undefined;
  skeletons?: number;
  columns?: 3 | 4;
  /** Show only the first four on phones, where a long preview would bury the rest of the page. */
  phoneLimit?: boolean;
  /**
   * How many leading covers start loading at once instead of waiting for the observer: the first
   * row of a page, inside 1.3 viewports on any screen anyway, and the largest paint of the page.
   */
  eagerCovers?: number;
}) {
  const { labels } = useDict('soft_category');
  const className = [styles.grid, columns === 3 && styles.three, phoneLimit && styles.phoneLimit]
    .filter(Boolean)
    .join(' ');
  if (!items) {
    return (
      <div className={className}>
        {Array.from({ length: skeletons }, (_, i) => (
          <SoftCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul className={className}>
      {items.map((soft, index) => (
        <li key={soft.id}>
          <SoftCard
            soft={soft}
            categoryLabel={labels.get(soft.category) ?? soft.category}
            eagerCover={index < eagerCovers}
          />
        </li>
      ))}
    </ul>
  );
}
