import { ArrowLeftOutlined, FileSearchOutlined } from '@ant-design/icons';
import type { NewsDetail } from '@coalsim/contract';
import { Link, useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LoadFailed } from '../../../components/feedback/load-failed';
import { LazyImage } from '../../../components/lazy-image/lazy-image';
import { LinkButton } from '../../../components/link-button';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { detailHref, paths } from '../../../config/paths';
import { useDict } from '../../../hooks/use-dict';
import { isApiError } from '../../../lib/api-error';
import { readId } from '../../../lib/read-id';
import { useNewsDetail } from '../api/get-news-detail';
import { NewsMeta } from '../components/news-item';
import styles from './news-detail-page.module.css';

const NOT_FOUND = '资讯不存在或已下线';

function NewsNotFound({ message }: { message: string }) {
  return (
    <div className={styles.page}>
      <EmptyState
        icon={<FileSearchOutlined />}
        title={message}
        description="这条资讯可能已经下线，或者链接有误。"
        actions={
          <>
            <LinkButton to={paths.news} type="primary">
              浏览全部资讯
            </LinkButton>
            <LinkButton to={paths.home}>返回首页</LinkButton>
          </>
        }
      />
    </div>
  );
}

function NewsArticle({ news }: { news: NewsDetail }) {
  const { label } = useDict('news_type');
  const neighbours = [
    { label: '上一篇', item: news.previous },
    { label: '下一篇', item: news.next },
  ];
  return (
    <div className={styles.page}>
      <Link to={paths.news} className={styles.back}>
        <ArrowLeftOutlined aria-hidden="true" /> 返回资讯列表
      </Link>
      <article className={styles.article}>
        <header className={styles.head}>
          <span className={styles.category}>{label(news.category)}</span>
          <h1 className={styles.title}>{news.title}</h1>
          <NewsMeta news={news} />
        </header>
        {news.cover && <LazyImage src={news.cover} alt="" eager className={styles.cover} />}
        <RichTextView html={news.content} className={styles.content} />
      </article>
      <nav className={styles.neighbours} aria-label="上一篇和下一篇">
        {neighbours.map(({ label, item }) =>
          item ? (
            <Link key={label} to={detailHref(paths.newsDetail, item.id)} className={styles.neighbour}>
              <span className={styles.neighbourLabel}>{label}</span>
              <span className={styles.neighbourTitle}>{item.title}</span>
            </Link>
          ) : (
            <span key={label} className={`${styles.neighbour} ${styles.none}`}>
              <span className={styles.neighbourLabel}>{label}</span>
              <span className={styles.neighbourTitle}>没有了</span>
            </span>
          ),
        )}
      </nav>
    </div>
  );
}

/** /new/detail?id=: one news item with its neighbours; an unknown id gets a friendly not-found state. */
export function NewsDetailPage() {
  const [search] = useSearchParams();
  const id = readId(search);
  const { data, error, isPending, refetch } = useNewsDetail(id);

  if (id === null) return <NewsNotFound message={NOT_FOUND} />;
  if (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return <NewsNotFound message={error.status === 404 ? error.message : NOT_FOUND} />;
    }
    return (
      <div className={styles.page}>
        <LoadFailed
          icon={<FileSearchOutlined />}
          title="资讯加载失败"
          description={error.message}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (isPending) {
    return (
      <div className={styles.page} role="status" aria-label="资讯加载中">
        <div className={styles.article}>
          <div className={`${styles.bone} ${styles.boneTitle}`} />
          <div className={styles.bone} />
          <div className={styles.bone} />
        </div>
      </div>
    );
  }
  return <NewsArticle news={data} />;
}
