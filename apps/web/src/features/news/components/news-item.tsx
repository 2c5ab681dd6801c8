import { CalendarOutlined, EyeOutlined } from '@ant-design/icons';
import type { NewsCard } from '@coalsim/contract';
import { Link } from 'react-router-dom';

import { LazyImage } from '../../../components/lazy-image/lazy-image';
import { detailHref, paths } from '../../../config/paths';
import { formatCount, formatDate } from '../../../lib/portal-format';
import styles from './news-item.module.css';

/** Date and views of a news item. */
export function NewsMeta({ news }: { news: Pick<NewsCard, 'publishedAt' | 'views' | 'author'> }) {
  return (
    <span className={styles.meta}>
      <span>
        <CalendarOutlined aria-hidden="true" />{' '}
        <time dateTime={news.publishedAt ?? undefined}>{formatDate(news.publishedAt)}</time>
      </span>
      <span>{news.author}</span>
      <span aria-label={`阅读 ${news.views}`}>
        <EyeOutlined aria-hidden="true" /> {formatCount(news.views)}
      </span>
    </span>
  );
}

/** One news item in a list: cover, category, title (the link; the whole row is clickable), summary. */
export function NewsItem({
  news,
  categoryLabel,
  headingLevel = 2,
}: {
  news: NewsCard;
  categoryLabel: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.item}>
      <LazyImage src={news.cover} alt="" className={styles.cover} />
      <div className={styles.body}>
        <span className={styles.category}>{categoryLabel}</span>
        <Heading className={styles.title}>
          <Link to={detailHref(paths.newsDetail, news.id)} className={styles.link}>
            {news.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{news.summary}</p>
        <NewsMeta news={news} />
      </div>
    </article>
  );
}
