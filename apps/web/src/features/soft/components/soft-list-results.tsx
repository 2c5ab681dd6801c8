import { AppstoreOutlined } from '@ant-design/icons';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useDeferredValue } from 'react';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LoadFailed } from '../../../components/feedback/load-failed';
import { Pager } from '../../../components/pager/pager';
import { softListQueryOptions, useSoftList } from '../api/get-soft-list';
import { DEFAULT_SOFT_LIST, SOFT_PAGE_SIZE, toSoftListQuery } from '../utils/soft-list-params';
import type { SoftListState } from '../utils/soft-list-params';
import { SoftGrid } from './soft-grid';
import styles from './soft-list-results.module.css';

/**
 * The list part of 软件中心: its count, the cards (or why there are none) and the pager. It owns
 * the list query, so that the query's answers, each a synchronous render, re-render this part and
 * not the banner and filters around it; and it shows them from a deferred copy, so that the
 * summary, the cards and the pager render as a transition, in slices. On a first visit the answer
 * lands in the task that runs the first commit's effects, which it would otherwise lengthen.
 */
export function SoftListResults({
  state,
  onShow,
}: {
  state: SoftListState;
  /** Shows another list (a page, or the whole catalogue). */
  onShow: (next: SoftListState) => void;
}) {
  const query = toSoftListQuery(state);
  // Requested while this renders, like the categories, not from the effects of the commit.
  usePrefetchQuery(softListQueryOptions(query));
  const { data, isPending, isError, refetch } = useDeferredValue(useSoftList(query));
  const filtered = state.keyword !== '' || state.category !== '';

  return (
    <>
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
              onClick={() => onShow(filtered ? DEFAULT_SOFT_LIST : { ...state, page: 1 })}
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
          onChange={(page) => onShow({ ...state, page })}
        />
      )}
    </>
  );
}
