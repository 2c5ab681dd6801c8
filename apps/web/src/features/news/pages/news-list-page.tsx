import { ReadOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useSearchParams } from 'react-router-dom';

import { ChoiceChips } from '../../../components/choice-chips/choice-chips';
import { EmptyState } from '../../../components/feedback/empty-state';
import { LoadFailed } from '../../../components/feedback/load-failed';
import { PageBanner } from '../../../components/page-banner/page-banner';
import { Pager } from '../../../components/pager/pager';
import { useDict } from '../../../hooks/use-dict';
import { useNewsList } from '../api/get-news-list';
import { NewsItem } from '../components/news-item';
import {
  DEFAULT_NEWS_LIST,
  NEWS_PAGE_SIZE,
  nextNewsListState,
  parseNewsListParams,
  toNewsListQuery,
  toNewsListSearch,
} from '../utils/news-list-params';
import type { NewsListState } from '../utils/news-list-params';
import styles from './news-pages.module.css';

/** 资讯: published news, newest first, by category (news_type) and keyword; the state lives in the URL. */
export function NewsListPage() {
  const [search, setSearch] = useSearchParams();
  const state = parseNewsListParams(search);
  const { data, isError, refetch } = useNewsList(toNewsListQuery(state));
  const { list, label } = useDict('news_type');
  const update = (change: Partial<NewsListState>) =>
    setSearch(toNewsListSearch(nextNewsListState(state, change)));
  const categories = [{ value: '', label: '全部' }, ...list.map((d) => ({ value: d.value, label: d.label }))];

  return (
    <>
      <PageBanner
        title="资讯动态"
        lead="行业动态、政策法规、技术前沿与平台公告，了解煤矿虚拟仿真的最新进展。"
      >
        <Input.Search
          key={state.keyword}
          defaultValue={state.keyword}
          placeholder="搜索资讯标题或摘要"
          aria-label="搜索资讯"
          allowClear
          enterButton="搜索"
          size="large"
          maxLength={50}
          onSearch={(value) => update({ keyword: value.trim() })}
          className={styles.search}
        />
      </PageBanner>
      <div className={styles.page}>
        <ChoiceChips
          label="资讯分类"
          choices={categories}
          value={state.category}
          onChange={(category) => update({ category })}
        />
        <p className={styles.summary} aria-live="polite">
          {data ? `共 ${data.totalElements} 条资讯` : '正在加载资讯…'}
        </p>
        {isError && !data ? (
          <LoadFailed
            level={2}
            icon={<ReadOutlined />}
            title="资讯加载失败"
            description="请检查网络后重试。"
            onRetry={() => void refetch()}
          />
        ) : data && data.content.length === 0 ? (
          <EmptyState
            level={2}
            icon={<ReadOutlined />}
            title="没有找到相关资讯"
            description="换个关键词或分类试试。"
            actions={
              <Button type="primary" onClick={() => setSearch(toNewsListSearch(DEFAULT_NEWS_LIST))}>
                查看全部资讯
              </Button>
            }
          />
        ) : (
          <ul className={styles.list}>
            {(data?.content ?? []).map((n) => (
              <li key={n.id}>
                <NewsItem news={n} categoryLabel={label(n.category)} />
              </li>
            ))}
          </ul>
        )}
        {data && (
          <Pager
            page={state.page}
            total={data.totalElements}
            pageSize={NEWS_PAGE_SIZE}
            onChange={(page) => update({ page })}
          />
        )}
      </div>
    </>
  );
}
