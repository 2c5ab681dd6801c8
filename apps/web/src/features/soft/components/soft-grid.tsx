import type { SoftCard as SoftCardData } from '@coalsim/contract';
import { memo, useDeferredValue } from 'react';

import { useDict } from '../../../hooks/use-dict';
import { SoftCard, SoftCardSkeleton } from './soft-card';
import styles from './soft-grid.module.css';

interface SoftGridProps {
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
}

/**
 * Cards in a responsive grid; while nothing has arrived yet, `skeletons` placeholder cards.
 *
 * A page of cards (their icons, links and images) is the heaviest render of the portal's pages,
 * and the query's answer would render it at once, as one long task on a slow phone. The grid
 * renders the cards from deferred values instead: the page updates at once with what it showed,
 * and React renders the new cards as a transition, in slices that let the browser handle input
 * between them; the grid body is memoized so that the urgent render skips it.
 */
export function SoftGrid({ items, ...rest }: SoftGridProps) {
  const { label } = useDict('soft_category');
  return <GridBody items={useDeferredValue(items)} label={useDeferredValue(label)} {...rest} />;
}

const GridBody = memo(function GridBody({
  items,
  label,
  skeletons = 0,
  columns = 4,
  phoneLimit = false,
  eagerCovers = 0,
}: SoftGridProps & { label: (value: string) => string }) {
  const className = [styles.grid, columns === 3 && styles.three, phoneLimit && styles.phoneLimit]
    .filter(Boolean)
    .join(' ');
  if (!items) {
    return (
      <div className={`${className} ${styles.loading}`}>
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
          <SoftCard soft={soft} categoryLabel={label(soft.category)} eagerCover={index < eagerCovers} />
        </li>
      ))}
    </ul>
  );
});
