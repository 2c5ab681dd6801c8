import { QUESTION_TYPE_LABELS, QUESTION_TYPES } from '@coalsim/contract';
import type { ExamQuestion } from '@coalsim/contract';
import { Input, Modal, Select, Space, Table } from 'antd';
import { useState } from 'react';

import { useExamQuestions } from '../api/get-exam-questions';
import { useBankChoices } from '../utils/use-bank-choices';

const TYPE_OPTIONS = QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }));
const PAGE_SIZE = 10;

/**
 * 选择试题 for a fixed paper: a bank (own or the platform's), filtered by type and words, with the
 * questions already on the paper ticked and locked; 确定 hands back the newly ticked ones.
 */
export function QuestionPickerModal({
  open,
  chosen,
  onPick,
  onClose,
}: {
  open: boolean;
  chosen: ReadonlySet<number>;
  onPick: (questions: ExamQuestion[]) => void;
  onClose: () => void;
}) {
  const banks = useBankChoices(open);
  const [bankId, setBankId] = useState<number>();
  const [type, setType] = useState<ExamQuestion['type']>();
  const [blurry, setBlurry] = useState('');
  const [page, setPage] = useState(0);
  const [picked, setPicked] = useState<Map<number, ExamQuestion>>(new Map());
  const bank = bankId ?? banks.choices[0]?.value;
  const questions = useExamQuestions('enterprise', {
    bankId: bank,
    type,
    blurry: blurry || undefined,
    page,
    size: PAGE_SIZE,
    sort: ['id,asc'],
  });
  const rows = bank === undefined ? [] : (questions.data?.content ?? []);
  const ticked = [...chosen, ...picked.keys()];
  return (
    <Modal
      title="选择试题"
      open={open}
      width={860}
      okText={picked.size ? `加入 ${picked.size} 道题` : '确定'}
      cancelText="取消"
      onOk={() => {
        onPick([...picked.values()]);
        setPicked(new Map());
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="题库"
          style={{ minWidth: 240 }}
          loading={banks.loading}
          value={bank}
          options={banks.choices}
          onChange={(v: number) => {
            setBankId(v);
            setPage(0);
          }}
        />
        <Select
          aria-label="题型"
          placeholder="题型"
          allowClear
          style={{ minWidth: 110 }}
          value={type}
          options={TYPE_OPTIONS}
          onChange={(v?: ExamQuestion['type']) => {
            setType(v);
            setPage(0);
          }}
        />
        <Input.Search
          aria-label="题干关键词"
          placeholder="题干关键词"
          allowClear
          maxLength={50}
          onSearch={(v) => {
            setBlurry(v.trim());
            setPage(0);
          }}
        />
      </Space>
      <Table<ExamQuestion>
        aria-label="可选试题"
        rowKey="id"
        size="small"
        loading={questions.isFetching}
        dataSource={rows}
        scroll={{ x: 600 }}
        locale={{
          emptyText: bank === undefined ? '还没有题库：请先在“题库”新建题库并录入试题' : '没有符合条件的试题',
        }}
        rowSelection={{
          selectedRowKeys: ticked,
          getCheckboxProps: (q) => ({ disabled: chosen.has(q.id), 'aria-label': `选择 ${q.stem}` }),
          onSelect: (q, selected) =>
            setPicked((m) => {
              const next = new Map(m);
              if (selected) next.set(q.id, q);
              else next.delete(q.id);
              return next;
            }),
          onSelectAll: (selected, _rows, changed) =>
            setPicked((m) => {
              const next = new Map(m);
              for (const q of changed) {
                if (chosen.has(q.id)) continue;
                if (selected) next.set(q.id, q);
                else next.delete(q.id);
              }
              return next;
            }),
        }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: questions.data?.totalElements ?? 0,
          showSizeChanger: false,
          onChange: (p) => setPage(p - 1),
        }}
        columns={[
          { title: '题型', key: 'type', width: 80, render: (_, q) => QUESTION_TYPE_LABELS[q.type] },
          { title: '题干', dataIndex: 'stem', key: 'stem' },
          { title: '章节', dataIndex: 'chapter', key: 'chapter', width: 90 },
          { title: '掌握程度', dataIndex: 'level', key: 'level', width: 90 },
        ]}
      />
    </Modal>
  );
}
