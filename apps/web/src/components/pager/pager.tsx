import { LeftOutlined, RightOutlined } from '@ant-design/icons';

import styles from './pager.module.css';

export type PageItem = number | 'gap';

/**
 * The page buttons to show: always the first and last page, the current one with a neighbour on
 * each side, and a gap (…) wherever pages are skipped. Pages are 1-based.
 */
export function pageItems(page: number, count: number): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  // Seven slots at most, so the row never changes width as the visitor pages through.
  if (count <= 7) return range(1, count);
  if (page <= 4) return [...range(1, 5), 'gap', count];
  if (page >= count - 3) return [1, 'gap', ...range(count - 4, count)];
  return [1, 'gap', page - 1, page, page + 1, 'gap', count];
}

/**
 * Page navigation for the portal's lists. Hand-made rather than antd's Pagination, which pulls in
 * its page-size Select (about 25 KB compressed) that these lists never show.
 */
export function Pager({
  page,
  total,
  pageSize,
  onChange,
}: {
  /** 1-based. */
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const count = Math.ceil(total / pageSize);
  if (count <= 1) return null;
  return (
    <nav aria-label="分页" className={styles.pager}>
      <button
        type="button"
        className={styles.step}
        aria-label="上一页"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <LeftOutlined aria-hidden="true" />
      </button>
      <ol className={styles.pages}>
        {pageItems(page, count).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={`第 ${item} 页`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className={styles.step}
        aria-label="下一页"
        disabled={page >= count}
        onClick={() => onChange(page + 1)}
      >
        <RightOutlined aria-hidden="true" />
      </button>
    </nav>
  );
}
