import { EXAM_PRESET } from '@coalsim/contract';
import type { ExamArrangement } from '@coalsim/contract';
import { Alert, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';

import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TrainPlanSelect } from '../../../components/search-select/search-select';
import {
  selectionBodyOf,
  selectionValuesOf,
  TraineeSelection,
} from '../../../components/trainee-selection/trainee-selection';
import type { TraineeSelectionValues } from '../../../components/trainee-selection/trainee-selection';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { isApiError } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import { requiredRule } from '../../../lib/form-rules';
import { keepEnterInPickers } from '../../../lib/picker-enter';
import { useCreateTrainExam } from '../api/create-train-exam';
import { useTrainPapers } from '../api/get-train-papers';
import { useUpdateTrainExam } from '../api/update-train-exam';

interface ExamFormValues extends TraineeSelectionValues {
  name: string;
  paperId?: number;
  planId?: number | null;
  period?: [Dayjs, Dayjs] | null;
  attempts: number | null;
  maxSwitches: number | null;
}

const NEW_EXAM: ExamFormValues = {
  name: '',
  period: [dayjs().startOf('hour'), dayjs().add(7, 'day').endOf('day')],
  attempts: EXAM_PRESET.attempts,
  maxSwitches: EXAM_PRESET.maxSwitches,
  planId: null,
  ...selectionValuesOf({ deptIds: [], jobIds: [], workerIds: [] }),
};

const valuesOf = (e: ExamArrangement): ExamFormValues => ({
  name: e.name,
  paperId: e.paper.id,
  planId: e.plan?.id ?? null,
  period: [dayjs(e.startTime), dayjs(e.endTime)],
  attempts: e.attempts,
  maxSwitches: e.maxSwitches,
  ...selectionValuesOf(e),
});

const FIELD_OF: Record<string, string> = { startTime: 'period', endTime: 'period', workerIds: 'workers' };
const ALL_PAPERS = { page: 0, size: 500, sort: 'createTime,desc' };

/**
 * 新增考试 / 编辑考试: a paper, optionally the plan it completes, the window, attempts (the exam
 * and its 补考) and tab switches allowed, and the candidates chosen as a plan's trainees are.
 */
export function ExamFormModal({
  open,
  exam,
  onClose,
}: {
  open: boolean;
  exam?: ExamArrangement;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ExamFormValues>();
  const feedback = useCrudFeedback();
  const [refusal, setRefusal] = useState<string>();
  const create = useCreateTrainExam();
  const update = useUpdateTrainExam();
  const papers = useTrainPapers(ALL_PAPERS, open);
  const initial = useMemo(() => (exam ? valuesOf(exam) : NEW_EXAM), [exam]);
  const paperOptions = (papers.data?.content ?? []).map((p) => ({
    value: p.id,
    label: `${p.name}（${p.totalScore}分，${p.durationMinutes}分钟，${p.passScore}分合格）`,
  }));

  const submit = async (values: ExamFormValues) => {
    const [start, end] = values.period!;
    const body = {
      name: values.name.trim(),
      paperId: values.paperId!,
      planId: values.planId ?? null,
      startTime: start.valueOf(),
      endTime: end.valueOf(),
      attempts: values.attempts!,
      maxSwitches: values.maxSwitches!,
      ...selectionBodyOf(values),
    };
    setRefusal(undefined);
    try {
      if (exam) await update.mutateAsync({ ...body, id: exam.id, updateTime: exam.updateTime });
      else await create.mutateAsync(body);
      feedback.success(exam ? 'edited' : 'added');
      onClose();
    } catch (error) {
      if (!isApiError(error)) return;
      if (!applyFieldErrors(form, error, FIELD_OF)) setRefusal(error.message);
    }
  };

  return (
    <FormDialog
      title={exam ? '编辑考试' : '新增考试'}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={680}
      onClose={onClose}
    >
      <Form<ExamFormValues>
        form={form}
        name="exam-arrangement"
        layout="vertical"
        onKeyDown={keepEnterInPickers}
        onFinish={submit}
        initialValues={initial}
      >
        {refusal && <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="name"
          label="考试名称"
          rules={[requiredRule('请输入考试名称'), { max: 100, message: '考试名称不能超过100个字符' }]}
        >
          <Input maxLength={100} placeholder="如 综采一队2026年度安全培训考试" />
        </Form.Item>
        <Form.Item
          name="paperId"
          label="试卷"
          rules={[{ required: true, message: '请选择试卷' }]}
          extra={papers.data?.content.length === 0 ? '还没有试卷：请先在“试卷”新增试卷。' : undefined}
        >
          <Select
            placeholder="选择试卷"
            loading={papers.isPending}
            options={paperOptions}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item
          name="planId"
          label="培训计划（可选）"
          extra="选择后，员工须同时达到学时、实操成绩和本考试合格，才算完成该计划。"
        >
          <TrainPlanSelect placeholder="不关联培训计划" />
        </Form.Item>
        <Form.Item name="period" label="考试时间" rules={[{ required: true, message: '请选择考试时间' }]}>
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
            gap: '0 16px',
          }}
        >
          <Form.Item
            name="attempts"
            label="考试次数"
            tooltip="含首次考试和补考，默认2次（一次补考）"
            rules={[{ required: true, message: '请输入考试次数' }]}
          >
            <InputNumber min={1} max={10} precision={0} addonAfter="次" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="maxSwitches"
            label="允许切屏次数"
            tooltip="作答时离开考试页面超过此次数，系统自动交卷"
            rules={[{ required: true, message: '请输入允许切屏次数' }]}
          >
            <InputNumber min={0} max={50} precision={0} addonAfter="次" style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <TraineeSelection open={open} legend="考生（以下三项合并计算，发布后名单冻结）" />
      </Form>
    </FormDialog>
  );
}
