import { Link } from 'react-router-dom';

import { LazyImage } from '../../../components/lazy-image/lazy-image';
import { detailHref, paths } from '../../../config/paths';
import { useDict } from '../../../hooks/use-dict';
import { formatDate } from '../../../lib/portal-format';
import { newsListQueryOptions, useNewsList } from '../api/get-news-list';
import { NewsMeta } from './news-item';
import styles from './news-showcase.module.css';

/** The showcase's query, for a page that wants its data on the way before the showcase renders. */
export function newsShowcaseQuery(limit: number) {
  return newsListQueryOptions({ page: 0, size: limit });
}

/** The latest news for the portal home: the newest with its cover, then a list of titles. */
export function NewsShowcase({ limit }: { limit: number }) {
  const { data, isError } = useNewsList({ page: 0, size: limit });
  const { label } = useDict('news_type');
  if (isError) return <p role="alert">资讯暂时无法加载，请稍后刷新重试。</p>;
  if (!data) return <div className={styles.placeholder} aria-hidden="true" />;
  const [lead, ...rest] = data.content;
  if (!lead) return <p className={styles.none}>暂无资讯</p>;
  return (
    <div className={styles.grid}>
      <article className={styles.lead}>
        <LazyImage src={lead.cover} alt="" className={styles.cover} />
        <div className={styles.leadBody}>
          <span className={styles.category}>{label(lead.category)}</span>
          <h3 className={styles.leadTitle}>
            <Link to={detailHref(paths.newsDetail, lead.id)} className={styles.stretch}>
              {lead.title}
            </Link>
          </h3>
          <p className={styles.summary}>{lead.summary}</p>
          <NewsMeta news={lead} />
        </div>
      </article>
      <ul className={styles.list}>
        {rest.map((n) => (
          <li key={n.id} className={styles.row}>
            <span className={styles.rowCategory}>{label(n.category)}</span>
            <h3 className={styles.rowTitle}>
              <Link to={detailHref(paths.newsDetail, n.id)} className={styles.stretch}>
                {n.title}
              </Link>
            </h3>
            <time className={styles.date} dateTime={n.publishedAt ?? undefined}>
              {formatDate(n.publishedAt)}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}
