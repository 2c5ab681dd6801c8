import { ReadOutlined } from '@ant-design/icons';
import { NEWS_STATUS_LABELS, NEWS_STATUSES } from '@coalsim/contract';
import type { AdminNews } from '@coalsim/contract';
import { Card, Input, Select } from 'antd';
import { useState } from 'react';

import { ListEmptyState } from '../../../components/feedback/list-empty-state';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { AddButton, ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useDict } from '../../../hooks/use-dict';
import { useDraft } from '../../../hooks/use-draft';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import {
  exportQueryOf,
  hasFilters,
  useStepBackWhenEmpty,
  useUrlTableState,
} from '../../../hooks/use-url-table-state';
import { useDeleteNews } from '../api/delete-news';
import { useDownloadAdminNews } from '../api/download-admin-news';
import { useAdminNewsList } from '../api/get-admin-news-list';
import { NewsAdminTable } from '../components/news-admin-table';
import { NewsFormModal } from '../components/news-form-modal';
import { NEWS_PERMISSIONS } from '../utils/news-permissions';

const FILTERS = ['blurry', 'category', 'status'] as const;
const TABLE_OPTIONS = { filters: FILTERS, defaultSort: { field: 'id', direction: 'desc' } } as const;
const STATUS_OPTIONS = NEWS_STATUSES.map((value) => ({ value, label: NEWS_STATUS_LABELS[value] }));

/**
 * 资讯管理 (platform/news/index): every news item in every status, paged and filtered on the server
 * with the table state in the URL; the portal's 资讯 shows the published ones.
 */
export function NewsAdminPage() {
  const feedback = useCrudFeedback();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [blurry, setBlurry] = useDraft(table.filters.blurry[0] ?? '');
  const [density, setDensity] = useState<TableDensity>('middle');
  const dialog = useFormDialog<AdminNews>();
  const types = useDict('news_type');
  const { data, isFetching, isPending, isError, isPlaceholderData, refetch } = useAdminNewsList(table.query);
  const remove = useDeleteNews();
  const download = useDownloadAdminNews();
  useStepBackWhenEmpty(
    table,
    data && !isPlaceholderData ? { rows: data.content.length, total: data.totalElements } : undefined,
  );

  const search = () => {
    table.setFilters({ blurry });
    if (blurry.trim() === (table.filters.blurry[0] ?? '')) void refetch();
  };
  const confirmDelete = (news: AdminNews) =>
    feedback.confirmDelete(`确定删除资讯“${news.title}”吗？删除后门户上也不再显示。`, async () => {
      await remove.mutateAsync([news.id]);
      feedback.success('deleted');
    });

  const empty = (
    <ListEmptyState
      pending={isPending}
      failed={isError && !data}
      filtered={hasFilters(table.filters)}
      onRetry={() => void refetch()}
      icon={<ReadOutlined />}
      failedTitle="资讯读取失败"
      noMatch={{
        title: '没有符合条件的资讯',
        description: '换个标题、分类或状态再查，或点“重置”查看全部资讯。',
      }}
      nothingYet={{
        title: '还没有资讯',
        description: '点击“新增”撰写行业动态或平台公告；状态选“已发布”后，资讯会显示在门户的资讯页。',
      }}
    />
  );

  return (
    <Card variant="borderless">
      <TableToolbar
        filters={
          <>
            <Input
              aria-label="搜索资讯"
              placeholder="标题或摘要"
              allowClear
              maxLength={50}
              value={blurry}
              onChange={(e) => setBlurry(e.target.value)}
              onPressEnter={search}
            />
            <Select
              aria-label="资讯分类"
              placeholder="分类"
              allowClear
              value={table.filters.category[0]}
              options={types.list.map((d) => ({ value: d.value, label: d.label }))}
              onChange={(value?: string) => table.setFilters({ blurry, category: value })}
            />
            <Select
              aria-label="资讯状态"
              placeholder="状态"
              allowClear
              value={table.filters.status[0]}
              options={STATUS_OPTIONS}
              onChange={(value?: string) => table.setFilters({ blurry, status: value })}
            />
          </>
        }
        onSearch={search}
        onReset={table.reset}
        actions={
          <>
            <AddButton permission={NEWS_PERMISSIONS.add} onClick={() => dialog.show()} />
            <ExportButton
              exporting={download.isPending}
              onExport={() => download.mutate(exportQueryOf(table.query))}
            />
          </>
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void refetch()}
        refreshing={isFetching}
      />
      <NewsAdminTable
        rows={data?.content ?? []}
        loading={isFetching}
        density={density}
        table={table.tableProps<AdminNews>(data?.totalElements ?? 0)}
        sortOrderOf={table.sortOrderOf}
        categoryLabels={types.labels}
        empty={empty}
        onEdit={(news) => dialog.show(news)}
        onDelete={confirmDelete}
      />
      <NewsFormModal key={dialog.key} open={dialog.open} news={dialog.record} onClose={dialog.close} />
    </Card>
  );
}
