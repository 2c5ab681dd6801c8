import type { TrainRecord } from '@coalsim/contract';
import { Alert, DatePicker, Form, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';

import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useUsableSofts } from '../../../components/usable-softs/get-usable-softs';
import { WorkerSelect, workerLabel } from '../../../components/worker-search/worker-select';
import type { WorkerChoice } from '../../../components/worker-search/worker-select';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { isApiError } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import { keepEnterInPickers } from '../../../lib/picker-enter';
import { useCreateTrainRecord } from '../api/create-train-record';
import { useTrainPlans } from '../api/get-train-plans';
import { useUpdateTrainRecord } from '../api/update-train-record';

interface RecordFormValues {
  worker?: WorkerChoice | null;
  softId?: number;
  planId?: number | null;
  startedAt?: Dayjs | null;
  endedAt?: Dayjs | null;
  score?: number | null;
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
/** The server's names for the fields this form calls otherwise. */
const FIELD_OF: Record<string, string> = { workerId: 'worker' };

function valuesOf(record: TrainRecord | undefined): RecordFormValues {
  if (!record) {
    const start = dayjs().subtract(1, 'hour').startOf('hour');
    return { startedAt: start, endedAt: start.add(1, 'hour'), planId: null };
  }
  return {
    worker: { value: record.worker.id, label: workerLabel(record.worker) },
    softId: record.soft.id,
    planId: record.plan?.id ?? null,
    startedAt: dayjs(record.startedAt),
    endedAt: dayjs(record.endedAt),
    score: record.score,
  };
}

/** The published plans of a software, for linking the record (optional). */
function usePlanOptions(softId: number | undefined, current: TrainRecord['plan'] | undefined) {
  const plans = useTrainPlans(
    { page: 0, size: 200, status: 'published', ...(softId ? { softId } : {}), sort: ['startTime,desc'] },
    softId !== undefined,
  );
  const options = (plans.data?.content ?? []).map((p) => ({ value: p.id, label: p.name }));
  if (current && !options.some((o) => o.value === current.id))
    options.unshift({ value: current.id, label: current.name });
  return { options, loading: plans.isFetching };
}

/**
 * 新增记录 / 编辑记录: a session entered by hand — worker, software, an optional published plan
 * of that software (it counts there if the worker is a trainee), start and end, score.
 */
export function RecordFormModal({
  open,
  record,
  onClose,
}: {
  open: boolean;
  record: TrainRecord | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RecordFormValues>();
  const feedback = useCrudFeedback();
  const [refusal, setRefusal] = useState<string>();
  const create = useCreateTrainRecord();
  const update = useUpdateTrainRecord();
  const softs = useUsableSofts();
  const softId = Form.useWatch('softId', form) ?? record?.soft.id;
  const plans = usePlanOptions(open ? softId : undefined, softId === record?.soft.id ? record?.plan : null);
  const softOptions = [...(softs.data ?? [])];
  if (record && !softOptions.some((o) => o.value === record.soft.id)) {
    softOptions.unshift({ value: record.soft.id, label: record.soft.name });
  }

  const submit = async (values: RecordFormValues) => {
    const body = {
      workerId: values.worker!.value,
      softId: values.softId!,
      planId: values.planId ?? null,
      deviceId: record?.deviceId ?? null,
      startedAt: values.startedAt!.startOf('minute').valueOf(),
      endedAt: values.endedAt!.startOf('minute').valueOf(),
      score: values.score!,
    };
    setRefusal(undefined);
    try {
      if (record) await update.mutateAsync({ ...body, id: record.id, updateTime: record.updateTime });
      else await create.mutateAsync(body);
      feedback.success(record ? 'edited' : 'added');
      onClose();
    } catch (error) {
      if (!isApiError(error)) return;
      if (!applyFieldErrors(form, error, FIELD_OF)) setRefusal(error.message);
    }
  };

  return (
    <FormDialog
      title={record ? '编辑记录' : '新增记录'}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={560}
      onClose={onClose}
    >
      <Form<RecordFormValues>
        form={form}
        name="train-record"
        layout="vertical"
        onKeyDown={keepEnterInPickers}
        onFinish={submit}
        initialValues={valuesOf(record)}
        onValuesChange={(changed: RecordFormValues) => {
          if ('softId' in changed) form.setFieldValue('planId', null);
        }}
      >
        {refusal && <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} />}
        <Form.Item name="worker" label="员工" rules={[{ required: true, message: '请选择员工' }]}>
          <WorkerSelect multiple={false} />
        </Form.Item>
        <Form.Item name="softId" label="培训软件" rules={[{ required: true, message: '请选择培训软件' }]}>
          <Select
            placeholder="本企业可使用的软件"
            loading={softs.isPending}
            options={softOptions}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item
          name="planId"
          label="培训计划"
          extra="可不选；选中后，若该员工是计划学员，本记录计入计划进度"
        >
          <Select
            placeholder={softId ? '该软件进行中的计划' : '请先选择培训软件'}
            disabled={!softId}
            allowClear
            loading={plans.loading}
            options={plans.options}
            notFoundContent="该软件没有进行中的培训计划"
          />
        </Form.Item>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
            gap: '0 16px',
          }}
        >
          <Form.Item
            name="startedAt"
            label="开始时间"
            rules={[{ required: true, message: '请选择开始时间' }]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="endedAt"
            label="结束时间"
            dependencies={['startedAt']}
            rules={[
              { required: true, message: '请选择结束时间' },
              ({ getFieldValue }) => ({
                validator: async (_rule, value: Dayjs | null | undefined) => {
                  const from = getFieldValue('startedAt') as Dayjs | null | undefined;
                  if (value && from && !value.isAfter(from)) throw new Error('结束时间须晚于开始时间');
                  if (value && from && value.diff(from, 'hour', true) > 24) {
                    throw new Error('一次培训不能超过24小时，请分次录入');
                  }
                },
              }),
            ]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item name="score" label="成绩" rules={[{ required: true, message: '请输入成绩' }]}>
          <InputNumber min={0} max={100} addonAfter="分" style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
