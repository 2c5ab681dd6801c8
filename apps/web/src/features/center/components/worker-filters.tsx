import { WORKER_STATUS_LABELS } from '@coalsim/contract';
import { Input, Select } from 'antd';

import { DateRangeFilter } from '../../../components/table-toolbar/date-range-filter';
import type { ListFilterProps } from '../../../hooks/use-list-search';
import { ALL_POSTS_QUERY, usePosts } from '../api/get-posts';

export type WorkerFilterName = 'blurry' | 'deptId' | 'postId' | 'status' | 'hiredOn';

const STATUS_OPTIONS = Object.entries(WORKER_STATUS_LABELS).map(([value, label]) => ({ value, label }));

type WorkerFiltersProps = ListFilterProps<WorkerFilterName>;

/** 员工管理's filters (the department is chosen from the tree): text, 岗位, 状态, 入职日期. */
export function WorkerFilters({ filters, search }: WorkerFiltersProps) {
  const posts = usePosts(ALL_POSTS_QUERY);
  return (
    <>
      <Input
        aria-label="搜索员工"
        placeholder="姓名、手机号码或工号"
        allowClear
        maxLength={50}
        value={search.blurry}
        onChange={(e) => search.setBlurry(e.target.value)}
        onPressEnter={search.search}
      />
      <Select
        aria-label="岗位"
        placeholder="岗位"
        allowClear
        loading={posts.isLoading}
        value={filters.postId[0] ? Number(filters.postId[0]) : undefined}
        options={(posts.data?.content ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onChange={(value?: number) =>
          search.change({ postId: value === undefined ? undefined : String(value) })
        }
      />
      <Select
        aria-label="在职状态"
        placeholder="在职状态"
        allowClear
        value={filters.status[0]}
        options={STATUS_OPTIONS}
        onChange={(value?: string) => search.change({ status: value })}
      />
      <DateRangeFilter
        label="入职日期"
        value={filters.hiredOn}
        onChange={(hiredOn) => search.change({ hiredOn })}
      />
    </>
  );
}
