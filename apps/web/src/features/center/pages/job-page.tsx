import { PlusOutlined } from '@ant-design/icons';
import type { Post } from '@coalsim/contract';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';

import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf, useUrlTableState } from '../../../hooks/use-url-table-state';
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
  const [density, setDensity] = useState<TableDensity>('middle');
  const dialog = useFormDialog<Post>();
  const list = usePosts(table.query);
  const remove = useDeletePosts();
  const download = useDownloadPosts();
  const filter = useListSearch(table, { refetch: list.refetch });

  const confirmDelete = (post: Post) =>
    feedback.confirmDelete(`确定删除岗位“${post.name}”吗？`, async () => {
      await remove.mutateAsync([post.id]);
      feedback.success('deleted');
    });

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
              value={filter.blurry}
              onChange={(e) => filter.setBlurry(e.target.value)}
              onPressEnter={filter.search}
            />
            <Select
              aria-label="岗位状态"
              placeholder="状态"
              allowClear
              value={table.filters.enabled[0]}
              options={STATE_OPTIONS}
              onChange={(value?: string) => filter.change({ enabled: value })}
            />
          </>
        }
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          <>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dialog.show()}>
              新增
            </Button>
            <ExportButton
              exporting={download.isPending}
              onExport={() => download.mutate(exportQueryOf(table.query))}
            />
          </>
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <PostsTable
        table={table}
        list={list}
        density={density}
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
