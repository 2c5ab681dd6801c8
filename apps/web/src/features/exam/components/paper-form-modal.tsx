import { EXAM_PRESET, PAPER_MODE_LABELS, PAPER_MODES, paperSumOf } from '@coalsim/contract';
import type { ExamPaper, ExamPaperDetail, PaperRule } from '@coalsim/contract';
import { Alert, Form, Input, InputNumber, Radio, Spin, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';

import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { isApiError } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import { requiredRule } from '../../../lib/form-rules';
import { useCreateTrainPaper } from '../api/create-train-paper';
import { useTrainPaper } from '../api/get-train-paper';
import { useUpdateTrainPaper } from '../api/update-train-paper';
import { PaperItemsField, type PaperItemValue } from './paper-items-field';
import { PaperRulesField } from './paper-rules-field';

interface PaperFormValues {
  name: string;
  mode: ExamPaper['mode'];
  totalScore: number | null;
  passScore: number | null;
  durationMinutes: number | null;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  showAnswers: boolean;
  items: PaperItemValue[];
  rules: PaperRule[];
}

/**
 * A new paper starts as the regulation's 煤矿安全培训考试 (100 points, 90 minutes, 80 to pass) drawn
 * at random: 40 单选题 at 1.5, 10 多选题 at 2 and 20 判断题 at 1 — the bank is the author's to choose.
 */
const NEW_PAPER: PaperFormValues = {
  name: EXAM_PRESET.name,
  mode: 'random',
  totalScore: EXAM_PRESET.totalScore,
  passScore: EXAM_PRESET.passScore,
  durationMinutes: EXAM_PRESET.durationMinutes,
  shuffleQuestions: true,
  shuffleOptions: true,
  showAnswers: false,
  items: [],
  rules: [
    { type: 'single', count: 40, scoreEach: 1.5 },
    { type: 'multiple', count: 10, scoreEach: 2 },
    { type: 'judge', count: 20, scoreEach: 1 },
  ].map((r) => ({ ...r, level: null, chapter: null }) as PaperRule),
};

const valuesOf = (p: ExamPaperDetail): PaperFormValues => ({ ...p, items: p.items });

const MODE_OPTIONS = PAPER_MODES.map((m) => ({ value: m, label: PAPER_MODE_LABELS[m] }));

/** 新增试卷 / 编辑试卷: the paper's scores, time and order, and its questions or rules. */
export function PaperFormModal({
  open,
  paper,
  onClose,
}: {
  open: boolean;
  paper?: ExamPaper;
  onClose: () => void;
}) {
  const detail = useTrainPaper(open ? paper?.id : undefined);
  const editing = paper !== undefined;
  if (editing && detail.isPending)
    return (
      <FormShell open={open} editing onClose={onClose}>
        <div role="status" aria-label="试卷加载中">
          <Spin />
        </div>
      </FormShell>
    );
  if (editing && !detail.data)
    return (
      <FormShell open={open} editing onClose={onClose}>
        <Alert type="error" showIcon message="试卷读取失败，请关闭后重新打开；若试卷已被删除，请刷新列表。" />
      </FormShell>
    );
  return <PaperForm open={open} detail={detail.data} onClose={onClose} />;
}

function FormShell({
  open,
  editing,
  onClose,
  children,
}: {
  open: boolean;
  editing: boolean;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const [form] = Form.useForm();
  return (
    <FormDialog
      title={editing ? '编辑试卷' : '新增试卷'}
      open={open}
      form={form}
      saving={false}
      width={760}
      onClose={onClose}
    >
      {children}
    </FormDialog>
  );
}

function PaperForm({
  open,
  detail,
  onClose,
}: {
  open: boolean;
  detail?: ExamPaperDetail;
  onClose: () => void;
}) {
  const [form] = Form.useForm<PaperFormValues>();
  const feedback = useCrudFeedback();
  const [refusal, setRefusal] = useState<string>();
  const create = useCreateTrainPaper();
  const update = useUpdateTrainPaper();
  const initial = useMemo(() => (detail ? valuesOf(detail) : NEW_PAPER), [detail]);
  const mode = (Form.useWatch('mode', form) as PaperFormValues['mode'] | undefined) ?? initial.mode;
  const items = (Form.useWatch('items', form) as PaperItemValue[] | undefined) ?? initial.items;
  const rules = (Form.useWatch('rules', form) as PaperRule[] | undefined) ?? initial.rules;
  const total = Form.useWatch('totalScore', form) as number | null | undefined;
  const sum = paperSumOf({
    mode,
    items: items.map((i) => ({ questionId: i.questionId, score: i.score ?? 0 })),
    rules: rules.map((r) => ({ ...r, count: r?.count ?? 0, scoreEach: r?.scoreEach ?? 0 })),
  });

  const submit = async (values: PaperFormValues) => {
    const body = {
      name: values.name.trim(),
      mode: values.mode,
      totalScore: values.totalScore!,
      passScore: values.passScore!,
      durationMinutes: values.durationMinutes!,
      shuffleQuestions: values.shuffleQuestions,
      shuffleOptions: values.shuffleOptions,
      showAnswers: values.showAnswers,
      items:
        values.mode === 'fixed'
          ? values.items.map((i) => ({ questionId: i.questionId, score: i.score }))
          : [],
      rules:
        values.mode === 'random'
          ? values.rules.map((r) => ({ ...r, level: r.level ?? null, chapter: r.chapter?.trim() || null }))
          : [],
    };
    setRefusal(undefined);
    try {
      if (detail) await update.mutateAsync({ ...body, id: detail.id, updateTime: detail.updateTime });
      else await create.mutateAsync(body);
      feedback.success(detail ? 'edited' : 'added');
      onClose();
    } catch (error) {
      if (!isApiError(error)) return;
      // A rule its bank cannot fill is named in the message: above the form, where the list is long.
      const listed = error.fieldErrors && ('rules' in error.fieldErrors || 'items' in error.fieldErrors);
      if (!applyFieldErrors(form, error) || listed) setRefusal(error.message);
    }
  };

  return (
    <FormDialog
      title={detail ? '编辑试卷' : '新增试卷'}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={760}
      onClose={onClose}
    >
      <Form<PaperFormValues>
        form={form}
        name="exam-paper"
        layout="vertical"
        onFinish={submit}
        initialValues={initial}
      >
        {refusal && <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="name"
          label="试卷名称"
          rules={[requiredRule('请输入试卷名称'), { max: 100, message: '试卷名称不能超过100个字符' }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="mode" label="组卷方式">
          <Radio.Group options={MODE_OPTIONS} optionType="button" />
        </Form.Item>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
            gap: '0 16px',
          }}
        >
          <Form.Item name="totalScore" label="总分" rules={[{ required: true, message: '请输入总分' }]}>
            <InputNumber min={1} max={1000} step={0.5} addonAfter="分" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="passScore" label="合格分" rules={[{ required: true, message: '请输入合格分' }]}>
            <InputNumber min={0} max={1000} step={0.5} addonAfter="分" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="durationMinutes"
            label="考试时长"
            rules={[{ required: true, message: '请输入考试时长' }]}
          >
            <InputNumber min={1} max={600} precision={0} addonAfter="分钟" style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 24px' }}>
          <Form.Item name="shuffleQuestions" label="题目乱序" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="shuffleOptions" label="选项乱序" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="showAnswers"
            label="交卷后显示答案与解析"
            valuePropName="checked"
            tooltip="只在交卷后显示，作答期间从不显示"
          >
            <Switch />
          </Form.Item>
        </div>
        {mode === 'fixed' ? <PaperItemsField /> : <PaperRulesField open={open} />}
        <Typography.Paragraph
          role="status"
          aria-label="分值合计"
          type={sum === total ? 'success' : 'danger'}
          style={{ marginTop: 12, marginBottom: 0 }}
        >
          题目分值合计 {sum} 分，总分 {total ?? '-'} 分
          {typeof total === 'number' && sum !== total ? `，相差 ${Math.abs(sum - total)} 分` : ''}
        </Typography.Paragraph>
      </Form>
    </FormDialog>
  );
}
