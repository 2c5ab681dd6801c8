import { DownloadOutlined, IdcardOutlined, PlusOutlined } from '@ant-design/icons';
import type { Post } from '@coalsim/contract';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';

import { ListEmptyState } from '../../../components/feedback/list-empty-state';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useDraft } from '../../../hooks/use-draft';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import {
  exportQueryOf,
  hasFilters,
  useStepBackWhenEmpty,
  useUrlTableState,
} from '../../../hooks/use-url-table-state';
import { useDeletePosts } from '../api/delete-posts';
import { useDownloadPosts } from '../api/download-posts';
import { usePosts } from '../api/get-posts';
import { EnterpriseOnly } from '../components/enterprise-only';
import { PostFormModal } from '../components/post-form-modal';
import { PostsTable } from '../components/posts-table';

const FILTERS = ['blurry', 'enabled'] as const;
const TABLE_OPTIONS = { filters: FILTERS, defaultSort: { field: 'sort', direction: 'asc' } } as const;
const STATE_OPTIONS = [
  { value: 'true', label: '启用' },
  { value: 'false', label: '停用' },
];

/** 岗位管理: the enterprise's posts, paged with the filters in the URL; a post in use is kept (409). */
function PostManager() {
  const feedback = useCrudFeedback();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [blurry, setBlurry] = useDraft(table.filters.blurry[0] ?? '');
  const [density, setDensity] = useState<TableDensity>('middle');
  const dialog = useFormDialog<Post>();
  const { data, isFetching, isPending, isError, isPlaceholderData, refetch } = usePosts(table.query);
  const remove = useDeletePosts();
  const download = useDownloadPosts();
  useStepBackWhenEmpty(
    table,
    data && !isPlaceholderData ? { rows: data.content.length, total: data.totalElements } : undefined,
  );

  const search = () => {
    table.setFilters({ blurry });
    if (blurry.trim() === (table.filters.blurry[0] ?? '')) void refetch();
  };
  const confirmDelete = (post: Post) =>
    feedback.confirmDelete(`确定删除岗位“${post.name}”吗？`, async () => {
      await remove.mutateAsync([post.id]);
      feedback.success('deleted');
    });

  const exportQuery = exportQueryOf(table.query);
  const empty = (
    <ListEmptyState
      pending={isPending}
      failed={isError && !data}
      filtered={hasFilters(table.filters)}
      onRetry={() => void refetch()}
      icon={<IdcardOutlined />}
      failedTitle="岗位读取失败"
      noMatch={{ title: '没有符合条件的岗位', description: '换个名称或状态再查，或点“重置”查看全部岗位。' }}
      nothingYet={{
        title: '还没有岗位',
        description: '点击“新增”添加采煤机司机、通风工等岗位，供员工档案选用。',
      }}
    />
  );

  return (
    <>
      <TableToolbar
        filters={
          <>
            <Input
              aria-label="岗位名称"
              placeholder="岗位名称"
              allowClear
              maxLength={50}
              value={blurry}
              onChange={(e) => setBlurry(e.target.value)}
              onPressEnter={search}
            />
            <Select
              aria-label="岗位状态"
              placeholder="状态"
              allowClear
              value={table.filters.enabled[0]}
              options={STATE_OPTIONS}
              onChange={(value?: string) => table.setFilters({ blurry, enabled: value })}
            />
          </>
        }
        onSearch={search}
        onReset={table.reset}
        actions={
          <>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dialog.show()}>
              新增
            </Button>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={download.isPending}
              onClick={() => download.mutate(exportQuery)}
            >
              导出
            </Button>
          </>
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void refetch()}
        refreshing={isFetching}
      />
      <PostsTable
        rows={data?.content ?? []}
        loading={isFetching}
        density={density}
        table={table.tableProps<Post>(data?.totalElements ?? 0)}
        sortOrderOf={table.sortOrderOf}
        empty={empty}
        onEdit={(post) => dialog.show(post)}
        onDelete={confirmDelete}
      />
      <PostFormModal key={dialog.key} open={dialog.open} post={dialog.record} onClose={dialog.close} />
    </>
  );
}

export function JobPage() {
  return (
    <EnterpriseOnly what="岗位管理">
      <PostManager />
    </EnterpriseOnly>
  );
}
