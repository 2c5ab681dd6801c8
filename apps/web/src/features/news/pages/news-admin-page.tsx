import { NEWS_STATUS_LABELS, NEWS_STATUSES } from '@coalsim/contract';
import type { AdminNews } from '@coalsim/contract';
import { Card, Input, Select } from 'antd';
import { useState } from 'react';

import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { AddButton, ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useDict } from '../../../hooks/use-dict';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf, useUrlTableState } from '../../../hooks/use-url-table-state';
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
  const [density, setDensity] = useState<TableDensity>('middle');
  const dialog = useFormDialog<AdminNews>();
  const types = useDict('news_type');
  const list = useAdminNewsList(table.query);
  const remove = useDeleteNews();
  const download = useDownloadAdminNews();
  const filter = useListSearch(table, { refetch: list.refetch });

  const confirmDelete = (news: AdminNews) =>
    feedback.confirmDelete(`确定删除资讯“${news.title}”吗？删除后门户上也不再显示。`, async () => {
      await remove.mutateAsync([news.id]);
      feedback.success('deleted');
    });

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
              value={filter.blurry}
              onChange={(e) => filter.setBlurry(e.target.value)}
              onPressEnter={filter.search}
            />
            <Select
              aria-label="资讯分类"
              placeholder="分类"
              allowClear
              value={table.filters.category[0]}
              options={types.list.map((d) => ({ value: d.value, label: d.label }))}
              onChange={(value?: string) => filter.change({ category: value })}
            />
            <Select
              aria-label="资讯状态"
              placeholder="状态"
              allowClear
              value={table.filters.status[0]}
              options={STATUS_OPTIONS}
              onChange={(value?: string) => filter.change({ status: value })}
            />
          </>
        }
        onSearch={filter.search}
        onReset={filter.reset}
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
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <NewsAdminTable
        table={table}
        list={list}
        density={density}
        categoryLabels={types.labels}
        onEdit={(news) => dialog.show(news)}
        onDelete={confirmDelete}
      />
      <NewsFormModal key={dialog.key} open={dialog.open} news={dialog.record} onClose={dialog.close} />
    </Card>
  );
}
