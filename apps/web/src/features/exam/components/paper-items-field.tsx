import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { QUESTION_TYPE_LABELS } from '@coalsim/contract';
import type { ExamQuestion } from '@coalsim/contract';
import { Button, Form, InputNumber, Table } from 'antd';
import { useState } from 'react';

import { QuestionPickerModal } from './question-picker-modal';

/** A fixed paper's question as the form holds it: the body's two fields and what to show. */
export interface PaperItemValue {
  questionId: number;
  score: number;
  type: ExamQuestion['type'];
  stem: string;
}

/** What a newly added question is worth by default: the preset paper's scores by type. */
const DEFAULT_SCORE: Record<ExamQuestion['type'], number> = { single: 1.5, multiple: 2, judge: 1 };

/** 固定试卷's questions, each with its own score; 添加试题 picks more from any readable bank. */
export function PaperItemsField() {
  const items = (Form.useWatch('items') as PaperItemValue[] | undefined) ?? [];
  return (
    <Form.Item
      name="items"
      label={`试题（${items.length} 道）`}
      rules={[
        {
          validator: async (_r, v?: PaperItemValue[]) => {
            if (!v?.length) throw new Error('请选择试题');
          },
        },
      ]}
    >
      <ItemsEditor />
    </Form.Item>
  );
}

/** The questions' table and picker, as the form field's control (antd passes value and onChange). */
function ItemsEditor({
  value,
  onChange,
}: {
  value?: PaperItemValue[];
  onChange?: (v: PaperItemValue[]) => void;
}) {
  const [picking, setPicking] = useState(false);
  const items = value ?? [];
  const setItems = (next: PaperItemValue[]) => onChange?.(next);
  return (
    <div>
      <Table<PaperItemValue>
        aria-label="试卷试题"
        rowKey="questionId"
        size="small"
        dataSource={items}
        pagination={items.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 520 }}
        locale={{ emptyText: '还没有试题：点击“添加试题”从题库中选择' }}
        columns={[
          { title: '题型', key: 'type', width: 72, render: (_, i) => QUESTION_TYPE_LABELS[i.type] },
          { title: '题干', dataIndex: 'stem', key: 'stem', ellipsis: true },
          {
            title: '分值',
            key: 'score',
            width: 110,
            render: (_, item) => (
              <InputNumber
                aria-label={`分值 ${item.stem}`}
                min={0.5}
                max={100}
                step={0.5}
                value={item.score}
                onChange={(v) =>
                  setItems(items.map((i) => (i.questionId === item.questionId ? { ...i, score: v ?? 0 } : i)))
                }
              />
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 64,
            render: (_, item) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`移除 ${item.stem}`}
                onClick={() => setItems(items.filter((i) => i.questionId !== item.questionId))}
              />
            ),
          },
        ]}
      />
      <Button type="dashed" block icon={<PlusOutlined aria-hidden />} onClick={() => setPicking(true)}>
        添加试题
      </Button>
      <QuestionPickerModal
        open={picking}
        chosen={new Set(items.map((i) => i.questionId))}
        onClose={() => setPicking(false)}
        onPick={(questions) => {
          setItems([
            ...items,
            ...questions.map((q) => ({
              questionId: q.id,
              score: DEFAULT_SCORE[q.type],
              type: q.type,
              stem: q.stem,
            })),
          ]);
          setPicking(false);
        }}
      />
    </div>
  );
}
