import type { TrainPlan, TrainPlanDetail } from '@coalsim/contract';
import { Alert, DatePicker, Form, Input, InputNumber, Select, Spin } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';

import { FormDialog } from '../../../components/form-dialog/form-dialog';
import {
  selectionBodyOf,
  selectionValuesOf,
  TraineeSelection,
} from '../../../components/trainee-selection/trainee-selection';
import type { TraineeSelectionValues } from '../../../components/trainee-selection/trainee-selection';
import { useUsableSofts } from '../../../components/usable-softs/get-usable-softs';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { isApiError } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import { requiredRule } from '../../../lib/form-rules';
import { keepEnterInPickers } from '../../../lib/picker-enter';
import { useCreateTrainPlan } from '../api/create-train-plan';
import { useTrainPlan } from '../api/get-train-plan';
import { useUpdateTrainPlan } from '../api/update-train-plan';

interface PlanFormValues extends TraineeSelectionValues {
  name: string;
  softId?: number;
  period?: [Dayjs, Dayjs] | null;
  requiredHours?: number | null;
  passScore?: number | null;
  validMonths?: number | null;
}

export const NO_SOFT_HINT = '没有可用的培训软件：请先在“我的接入”申请使用软件，获批后即可选择。';

/** A saved plan as the form's values; listed workers are named from the draft's trainees. */
function valuesOf(plan: TrainPlanDetail): PlanFormValues {
  return {
    name: plan.name,
    softId: plan.soft.id,
    period: [dayjs(plan.startTime), dayjs(plan.endTime)],
    requiredHours: plan.requiredHours,
    passScore: plan.passScore,
    validMonths: plan.validMonths,
    ...selectionValuesOf(plan, plan.trainees),
  };
}

const NEW_PLAN: PlanFormValues = {
  name: '',
  period: [dayjs().startOf('day'), dayjs().add(1, 'month').endOf('day')],
  requiredHours: 8,
  passScore: 60,
  validMonths: null,
  deptIds: [],
  jobIds: [],
  workers: [],
};

/** The server names the period's ends; the form has one field for both. */
const FIELD_OF: Record<string, string> = { startTime: 'period', endTime: 'period', workerIds: 'workers' };

/**
 * 新增计划 / 编辑计划: software the enterprise may use, period, hours, pass score, certificate
 * validity and the trainees (departments with their subtrees, posts, single workers — together).
 * An edit loads the plan afresh and saves against that version.
 */
export function PlanFormModal({
  open,
  plan,
  onClose,
}: {
  open: boolean;
  plan?: TrainPlan;
  onClose: () => void;
}) {
  // Only while open: a closed dialog must not reload (or 404 on) a plan deleted since.
  const detail = useTrainPlan(open ? plan?.id : undefined);
  const editing = plan !== undefined;
  return (
    <PlanFormDialog
      open={open}
      editing={editing}
      detail={detail.data}
      loading={editing && detail.isPending}
      onClose={onClose}
    />
  );
}

function PlanFormDialog({
  open,
  editing,
  detail,
  loading,
  onClose,
}: {
  open: boolean;
  editing: boolean;
  detail: TrainPlanDetail | undefined;
  loading: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<PlanFormValues>();
  const feedback = useCrudFeedback();
  const [refusal, setRefusal] = useState<string>();
  const create = useCreateTrainPlan();
  const update = useUpdateTrainPlan();
  const softs = useUsableSofts();
  const initial = useMemo(() => (detail ? valuesOf(detail) : NEW_PLAN), [detail]);

  const submit = async (values: PlanFormValues) => {
    const [start, end] = values.period!;
    const body = {
      name: values.name.trim(),
      softId: values.softId!,
      startTime: start.startOf('day').valueOf(),
      endTime: end.endOf('day').valueOf(),
      requiredHours: values.requiredHours!,
      passScore: values.passScore!,
      validMonths: values.validMonths ?? null,
      ...selectionBodyOf(values),
    };
    setRefusal(undefined);
    try {
      if (detail) await update.mutateAsync({ ...body, id: detail.id, updateTime: detail.updateTime });
      else await create.mutateAsync(body);
      feedback.success(editing ? 'edited' : 'added');
      onClose();
    } catch (error) {
      if (!isApiError(error)) return;
      // 400: under the fields it names; anything else (409: published meanwhile, changed by
      // someone else) above the form, where it stays while the user decides.
      if (!applyFieldErrors(form, error, FIELD_OF)) setRefusal(error.message);
    }
  };

  return (
    <FormDialog
      title={editing ? '编辑计划' : '新增计划'}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={640}
      onClose={onClose}
    >
      {loading ? (
        <div role="status" aria-label="计划加载中">
          <Spin />
        </div>
      ) : editing && !detail ? (
        // Never fall back to an empty form: saving it would create a second plan.
        <Alert
          type="error"
          showIcon
          message="培训计划读取失败，请关闭后重新打开；若计划已被删除，请刷新列表。"
        />
      ) : (
        <Form<PlanFormValues>
          form={form}
          name="train-plan"
          layout="vertical"
          onKeyDown={keepEnterInPickers}
          onFinish={submit}
          initialValues={initial}
        >
          {refusal && <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} />}
          <Form.Item
            name="name"
            label="计划名称"
            rules={[requiredRule('请输入计划名称'), { max: 100, message: '计划名称不能超过100个字符' }]}
          >
            <Input maxLength={100} placeholder="如 2026年采煤机司机复训" />
          </Form.Item>
          <Form.Item
            name="softId"
            label="培训软件"
            rules={[{ required: true, message: '请选择培训软件' }]}
            extra={softs.data?.length === 0 ? NO_SOFT_HINT : undefined}
          >
            <Select
              placeholder="本企业可使用的软件"
              loading={softs.isPending}
              options={softs.data ?? []}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          <Form.Item name="period" label="培训时间" rules={[{ required: true, message: '请选择培训时间' }]}>
            <DatePicker.RangePicker style={{ width: '100%' }} placeholder={['开始日期', '结束日期']} />
          </Form.Item>
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
              gap: '0 16px',
            }}
          >
            <Form.Item
              name="requiredHours"
              label="要求学时"
              rules={[
                { required: true, message: '请输入要求学时' },
                {
                  validator: async (_rule, v: number | null | undefined) => {
                    if (typeof v === 'number' && !Number.isInteger(v * 2))
                      throw new Error('要求学时以0.5小时为单位');
                  },
                },
              ]}
            >
              <InputNumber min={0.5} max={1000} step={0.5} addonAfter="小时" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="passScore"
              label="合格分数"
              rules={[{ required: true, message: '请输入合格分数' }]}
            >
              <InputNumber min={0} max={100} addonAfter="分" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="validMonths" label="证书有效期（月）" tooltip="不填：证书长期有效">
              <InputNumber min={1} max={120} precision={0} placeholder="长期有效" style={{ width: '100%' }} />
            </Form.Item>
          </div>
          <TraineeSelection open={open} legend="培训对象（以下三项合并计算，发布后名单冻结）" />
        </Form>
      )}
    </FormDialog>
  );
}
