import { AppstoreOutlined } from '@ant-design/icons';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LoadFailed } from '../../../components/feedback/load-failed';
import { PageBanner } from '../../../components/page-banner/page-banner';
import { Pager } from '../../../components/pager/pager';
import { dictQueryOptions } from '../../../hooks/use-dict';
import { softListQueryOptions, useSoftList } from '../api/get-soft-list';
import { SoftGrid } from '../components/soft-grid';
import { SoftFilters, SoftSearch } from '../components/soft-toolbar';
import {
  DEFAULT_SOFT_LIST,
  nextSoftListState,
  parseSoftListParams,
  SOFT_PAGE_SIZE,
  toSoftListQuery,
  toSoftListSearch,
} from '../utils/soft-list-params';
import type { SoftListState } from '../utils/soft-list-params';
import styles from './soft-pages.module.css';

/**
 * 软件中心: published software with search, category, sort and paging. The URL query is the single
 * source of the list's state, so refresh, back/forward and shared links all show the same list.
 */
export function SoftListPage() {
  const [search, setSearch] = useSearchParams();
  const state = parseSoftListParams(search);
  const query = toSoftListQuery(state);
  // The list and the categories are requested while the page renders, not from the effects of
  // the commit that shows it: on a slow phone that commit is the longest task of the visit.
  usePrefetchQuery(softListQueryOptions(query));
  usePrefetchQuery(dictQueryOptions('soft_category'));
  const { data, isPending, isError, refetch } = useSoftList(query);
  const update = (change: Partial<SoftListState>) =>
    setSearch(toSoftListSearch(nextSoftListState(state, change)));
  const filtered = state.keyword !== '' || state.category !== '';

  return (
    <>
      <PageBanner
        title="软件中心"
        lead="汇聚通过平台考核的煤矿虚拟仿真软件，覆盖采掘、机电、运输、通风、安全与应急救援等方向。"
      >
        <SoftSearch keyword={state.keyword} onSearch={(keyword) => update({ keyword })} />
      </PageBanner>
      <div className={styles.page}>
        <SoftFilters state={state} onChange={update} />
        <p className={styles.summary} aria-live="polite">
          {data ? `共 ${data.totalElements} 款软件` : '正在加载软件…'}
        </p>
        {isError && !data ? (
          <LoadFailed
            level={2}
            icon={<AppstoreOutlined />}
            title="软件列表加载失败"
            description="请检查网络后重试。"
            onRetry={() => void refetch()}
          />
        ) : data && data.content.length === 0 ? (
          <EmptyState
            level={2}
            icon={<AppstoreOutlined />}
            title={data.totalElements > 0 ? `第 ${state.page} 页没有软件` : '没有找到匹配的软件'}
            description={
              data.totalElements > 0
                ? '这一页已经超出了列表的范围。'
                : '换个关键词或分类试试，或者查看全部软件。'
            }
            actions={
              <Button
                type="primary"
                onClick={() =>
                  setSearch(toSoftListSearch(filtered ? DEFAULT_SOFT_LIST : { ...state, page: 1 }))
                }
              >
                {filtered ? '查看全部软件' : '回到第一页'}
              </Button>
            }
          />
        ) : (
          <SoftGrid items={isPending ? undefined : data?.content} skeletons={8} eagerCovers={4} />
        )}
        {data && (
          <Pager
            page={state.page}
            total={data.totalElements}
            pageSize={SOFT_PAGE_SIZE}
            onChange={(page) => update({ page })}
          />
        )}
      </div>
    </>
  );
}
