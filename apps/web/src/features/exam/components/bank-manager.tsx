import { PlusOutlined } from '@ant-design/icons';
import { BANK_SOURCE_LABELS } from '@coalsim/contract';
import type { BankSource, ExamBank } from '@coalsim/contract';
import { App, Button, Input, Segmented, Select } from 'antd';
import { useState } from 'react';

import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useDict } from '../../../hooks/use-dict';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { useCopyExamBank } from '../api/copy-exam-bank';
import { useDeleteExamBanks } from '../api/delete-exam-banks';
import type { ExamFace } from '../api/exam-face';
import { useExamBanks } from '../api/get-exam-banks';
import { BankFormModal, EXAM_CATEGORY_DICT } from './bank-form-modal';
import { BanksTable } from './banks-table';

const FILTERS = ['blurry', 'category', 'source'] as const;
const TABLE_OPTIONS = { filters: FILTERS, defaultSort: { field: 'createTime', direction: 'desc' } } as const;
const SOURCES: { value: BankSource; label: string }[] = [
  { value: 'own', label: `${BANK_SOURCE_LABELS.own}题库` },
  { value: 'platform', label: `${BANK_SOURCE_LABELS.platform}题库` },
];

/**
 * 题库 of one face: the enterprise's own banks and, beside them, the platform's (read-only, 复制到本企业),
 * or in the back office the platform's banks. Paged, with the filters and the source in the URL.
 */
export function BankManager({
  face,
  questionsHref,
}: {
  face: ExamFace;
  questionsHref: (bank: ExamBank) => string;
}) {
  const { message } = App.useApp();
  const feedback = useCrudFeedback();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const dialog = useFormDialog<ExamBank>();
  const categories = useDict(EXAM_CATEGORY_DICT);
  const source: BankSource =
    face === 'enterprise' && table.filters.source[0] === 'platform' ? 'platform' : 'own';
  const readOnly = face === 'enterprise' && source === 'platform';
  const list = useExamBanks(face, face === 'enterprise' ? { ...table.query, source } : table.query);
  const remove = useDeleteExamBanks(face);
  const copy = useCopyExamBank();
  const filter = useListSearch(table, { refetch: list.refetch });

  const confirmDelete = (bank: ExamBank) =>
    feedback.confirmDelete(`确定删除题库“${bank.name}”及其 ${bank.questionCount} 道试题吗？`, async () => {
      await remove.mutateAsync([bank.id]);
      feedback.success('deleted');
    });
  const copyBank = (bank: ExamBank) =>
    copy.mutate(
      { id: bank.id },
      {
        onSuccess: (made) => {
          void message.success(`已复制为本企业题库“${made.name}”（${made.questionCount} 道试题）`);
          filter.change({ source: undefined });
        },
      },
    );

  return (
    <>
      {face === 'enterprise' && (
        <Segmented
          aria-label="题库来源"
          value={source}
          options={SOURCES}
          onChange={(value) => filter.change({ source: value === 'own' ? undefined : value })}
          style={{ marginBottom: 16 }}
        />
      )}
      <TableToolbar
        filters={
          <>
            <Input
              aria-label="题库名称"
              placeholder="题库名称"
              allowClear
              maxLength={50}
              value={filter.blurry}
              onChange={(e) => filter.setBlurry(e.target.value)}
              onPressEnter={filter.search}
            />
            <Select
              aria-label="人员类别"
              placeholder="人员类别"
              allowClear
              loading={categories.isLoading}
              value={table.filters.category[0]}
              options={categories.list.map((d) => ({ value: d.value, label: d.label }))}
              onChange={(value?: string) => filter.change({ category: value })}
            />
          </>
        }
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          readOnly ? undefined : (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dialog.show()}>
              新增题库
            </Button>
          )
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <BanksTable
        table={table}
        list={list}
        density={density}
        readOnly={readOnly}
        questionsHref={questionsHref}
        onEdit={(bank) => dialog.show(bank)}
        onDelete={confirmDelete}
        onCopy={face === 'enterprise' ? copyBank : undefined}
      />
      <BankFormModal
        key={dialog.key}
        face={face}
        open={dialog.open}
        bank={dialog.record}
        onClose={dialog.close}
      />
    </>
  );
}
