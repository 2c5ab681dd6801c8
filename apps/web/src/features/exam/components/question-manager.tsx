import { ArrowLeftOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { QUESTION_LEVELS, QUESTION_TYPE_LABELS, QUESTION_TYPES } from '@coalsim/contract';
import type { ExamBank, ExamQuestion } from '@coalsim/contract';
import { Button, Descriptions, Drawer, Input, Select } from 'antd';
import { useState } from 'react';

import { LinkButton } from '../../../components/link-button';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useDict } from '../../../hooks/use-dict';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf, useUrlTableState } from '../../../hooks/use-url-table-state';
import { useDeleteExamQuestions } from '../api/delete-exam-questions';
import { useDownloadExamQuestions } from '../api/download-exam-questions';
import type { ExamFace } from '../api/exam-face';
import { useExamQuestions } from '../api/get-exam-questions';
import { EXAM_CATEGORY_DICT } from './bank-form-modal';
import { QuestionFormModal } from './question-form-modal';
import { QuestionImport } from './question-import';
import { QuestionsTable } from './questions-table';

const FILTERS = ['blurry', 'type', 'level'] as const;
const TABLE_OPTIONS = { filters: FILTERS, defaultSort: { field: 'createTime', direction: 'desc' } } as const;
const TYPE_OPTIONS = QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }));
const LEVEL_OPTIONS = QUESTION_LEVELS.map((l) => ({ value: l, label: l }));

/**
 * 试题 of one bank: who it is for and how many questions it holds, then its questions (filters in
 * the URL) with 新增, Excel 导入 and 导出; a platform bank is read-only to an enterprise.
 */
export function QuestionManager({ face, bank, backTo }: { face: ExamFace; bank: ExamBank; backTo: string }) {
  const feedback = useCrudFeedback();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const [importing, setImporting] = useState(false);
  const dialog = useFormDialog<ExamQuestion>();
  const categories = useDict(EXAM_CATEGORY_DICT);
  const readOnly = face === 'enterprise' && bank.source === 'platform';
  const query = { ...table.query, bankId: bank.id };
  const list = useExamQuestions(face, query);
  const remove = useDeleteExamQuestions(face);
  const download = useDownloadExamQuestions(face);
  const filter = useListSearch(table, { refetch: list.refetch });

  const confirmDelete = (question: ExamQuestion) =>
    feedback.confirmDelete(`确定删除试题“${question.stem.slice(0, 30)}”吗？`, async () => {
      await remove.mutateAsync([question.id]);
      feedback.success('deleted');
    });

  return (
    <>
      <LinkButton type="link" icon={<ArrowLeftOutlined aria-hidden />} to={backTo} style={{ paddingLeft: 0 }}>
        返回题库列表
      </LinkButton>
      <Descriptions
        title={bank.name}
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'category', label: '人员类别', children: categories.label(bank.category) },
          {
            key: 'source',
            label: '来源',
            children: bank.source === 'platform' ? '平台题库（只读）' : '本企业题库',
          },
          { key: 'count', label: '试题数', children: `${bank.questionCount} 道` },
          ...(bank.description ? [{ key: 'description', label: '说明', children: bank.description }] : []),
        ]}
        style={{ marginBottom: 16 }}
      />
      <TableToolbar
        filters={
          <>
            <Input
              aria-label="题干关键词"
              placeholder="题干关键词"
              allowClear
              maxLength={50}
              value={filter.blurry}
              onChange={(e) => filter.setBlurry(e.target.value)}
              onPressEnter={filter.search}
            />
            <Select
              aria-label="题型"
              placeholder="题型"
              allowClear
              value={table.filters.type[0]}
              options={TYPE_OPTIONS}
              onChange={(value?: string) => filter.change({ type: value })}
            />
            <Select
              aria-label="掌握程度"
              placeholder="掌握程度"
              allowClear
              value={table.filters.level[0]}
              options={LEVEL_OPTIONS}
              onChange={(value?: string) => filter.change({ level: value })}
            />
          </>
        }
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          <>
            {!readOnly && (
              <>
                <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dialog.show()}>
                  新增试题
                </Button>
                <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
                  导入
                </Button>
              </>
            )}
            <ExportButton
              exporting={download.isPending}
              onExport={() =>
                download.mutate({
                  query: { ...exportQueryOf(table.query), bankId: bank.id },
                  bankName: bank.name,
                })
              }
            />
          </>
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <QuestionsTable
        table={table}
        list={list}
        density={density}
        readOnly={readOnly}
        onEdit={(question) => dialog.show(question)}
        onDelete={confirmDelete}
      />
      <QuestionFormModal
        key={dialog.key}
        face={face}
        bankId={bank.id}
        open={dialog.open}
        question={dialog.record}
        onClose={dialog.close}
      />
      <Drawer
        title={`导入试题到“${bank.name}”`}
        open={importing}
        onClose={() => setImporting(false)}
        size="min(960px, 100vw)"
        destroyOnHidden
      >
        <QuestionImport face={face} bankId={bank.id} onDone={() => setImporting(false)} />
      </Drawer>
    </>
  );
}
