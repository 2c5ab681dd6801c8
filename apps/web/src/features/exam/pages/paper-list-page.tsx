import { FileDoneOutlined, PlusOutlined } from '@ant-design/icons';
import { PAPER_MODE_LABELS, PAPER_MODES } from '@coalsim/contract';
import type { ExamPaper } from '@coalsim/contract';
import { Button, Card, Input, Select } from 'antd';
import { useState } from 'react';

import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { useDeleteTrainPapers } from '../api/delete-train-papers';
import { useTrainPapers } from '../api/get-train-papers';
import { PaperFormModal } from '../components/paper-form-modal';
import { PaperPreviewModal } from '../components/paper-preview-modal';
import { PapersTable } from '../components/papers-table';

const FILTERS = ['blurry', 'mode'] as const;
const TABLE_OPTIONS = { filters: FILTERS, defaultSort: { field: 'createTime', direction: 'desc' } } as const;
const MODE_OPTIONS = PAPER_MODES.map((m) => ({ value: m, label: PAPER_MODE_LABELS[m] }));

/**
 * 培训中心 › 试卷 (/train/paper): the enterprise's papers, with name and mode in the URL; 新增试卷
 * starts from the regulation's preset, 预览 draws a sample, papers in use are frozen.
 */
export function TrainPaperPage() {
  const feedback = useCrudFeedback();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const [previewing, setPreviewing] = useState<ExamPaper>();
  const dialog = useFormDialog<ExamPaper>();
  const list = useTrainPapers(table.query);
  const remove = useDeleteTrainPapers();
  const filter = useListSearch(table, { refetch: list.refetch });

  const confirmDelete = (paper: ExamPaper) =>
    feedback.confirmDelete(`确定删除试卷“${paper.name}”吗？`, async () => {
      await remove.mutateAsync([paper.id]);
      feedback.success('deleted');
    });

  const empty: ListEmptyTexts = {
    icon: <FileDoneOutlined />,
    failedTitle: '试卷读取失败',
    noMatch: { title: '没有符合条件的试卷', description: '换个名称或组卷方式再查，或点“重置”查看全部试卷。' },
    nothingYet: {
      title: '还没有试卷',
      description: '点击“新增试卷”：默认按《煤矿安全培训规定》100分、90分钟、80分合格，从题库随机抽题。',
      actions: (
        <Button type="primary" onClick={() => dialog.show()}>
          新增试卷
        </Button>
      ),
    },
  };

  return (
    <Card variant="borderless">
      <TableToolbar
        filters={
          <>
            <Input
              aria-label="试卷名称"
              placeholder="试卷名称"
              allowClear
              maxLength={50}
              value={filter.blurry}
              onChange={(e) => filter.setBlurry(e.target.value)}
              onPressEnter={filter.search}
            />
            <Select
              aria-label="组卷方式"
              placeholder="组卷方式"
              allowClear
              style={{ minWidth: 120 }}
              value={table.filters.mode[0]}
              options={MODE_OPTIONS}
              onChange={(value?: string) => filter.change({ mode: value })}
            />
          </>
        }
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dialog.show()}>
            新增试卷
          </Button>
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <PapersTable
        table={table}
        list={list}
        density={density}
        empty={empty}
        onPreview={setPreviewing}
        onEdit={(paper) => dialog.show(paper)}
        onDelete={confirmDelete}
      />
      <PaperFormModal key={dialog.key} open={dialog.open} paper={dialog.record} onClose={dialog.close} />
      <PaperPreviewModal paper={previewing} onClose={() => setPreviewing(undefined)} />
    </Card>
  );
}
