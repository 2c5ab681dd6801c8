import { JOB_HANDLERS, jobCreateSchema, jobUpdateSchema } from '@coalsim/contract';
import type { Job, JobHandlerName } from '@coalsim/contract';
import { Form, Input, Modal, Radio, Select } from 'antd';
import type { FormInstance } from 'antd';
import type { z } from 'zod';

import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { requiredRule } from '../../../lib/form-rules';
import { schemaRule } from '../../../lib/schema-rules';
import { useCreateJob } from '../api/create-job';
import { useUpdateJob } from '../api/update-job';
import { defaultParams, HANDLER_OPTIONS, takesParams } from '../utils/job-handlers';
import styles from './jobs.module.css';

export const CRON_HINT = '分 时 日 月 周，例如 0 3 * * * 表示每天 3 点（北京时间）';
export const HANDLER_REQUIRED = '请选择一个已登记的任务处理程序';

interface JobFormValues {
  jobName: string;
  handler?: JobHandlerName;
  params?: string;
  cronExpression: string;
  isPause: boolean;
  description?: string;
}

const fields = jobCreateSchema.shape;
const STATES = [
  { value: false, label: '运行' },
  { value: true, label: '暂停' },
];

function initialValues(job: Job | undefined): Partial<JobFormValues> {
  if (!job) return { isPause: false };
  return {
    jobName: job.jobName,
    handler: job.handler,
    params: job.params ?? '',
    cronExpression: job.cronExpression,
    isPause: job.isPause,
    description: job.description ?? '',
  };
}

/** The form as the API takes it: blank optional texts as null. */
function bodyOf(values: JobFormValues) {
  return {
    jobName: values.jobName,
    handler: values.handler,
    params: values.params?.trim() || null,
    cronExpression: values.cronExpression,
    isPause: values.isPause,
    description: values.description?.trim() || null,
  };
}

/** Puts the contract's messages under their fields, the first one per field. */
function showIssues(form: FormInstance<JobFormValues>, issues: readonly z.core.$ZodIssue[]) {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const name = String(issue.path[0] ?? 'jobName');
    if (!byField.has(name)) byField.set(name, issue.message);
  }
  form.setFields(
    [...byField].map(([name, message]) => ({ name: name as keyof JobFormValues, errors: [message] })),
  );
}

/**
 * 新增任务 / 编辑任务: a name, one of the registered handlers (chosen by its label, its description
 * shown), its parameters as JSON prefilled with the handler's defaults, a five-field cron and
 * whether it starts paused. Checked with the contract's schema before sending; the server's
 * field errors (a taken name, a cron it cannot schedule) land on their fields.
 */
export function JobFormModal({
  open,
  job,
  onClose,
}: {
  open: boolean;
  job: Job | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<JobFormValues>();
  const handler = Form.useWatch('handler', form);
  const feedback = useCrudFeedback();
  const create = useCreateJob();
  const update = useUpdateJob();

  // Called after the form has taken the new value: `handler` (this render's) is still the previous one.
  const chooseHandler = (next: JobHandlerName) => {
    // The parameters follow the handler unless someone has written their own.
    const params = form.getFieldValue('params') as string | undefined;
    const untouched = !params?.trim() || (handler !== undefined && params === defaultParams(handler));
    if (untouched) form.setFieldsValue({ params: defaultParams(next) });
  };

  // The contract's own check of the whole job (the parameters against the chosen handler's schema
  // included) before anything is sent; the server's field errors after.
  const submit = async (values: JobFormValues) => {
    try {
      if (job) {
        const parsed = jobUpdateSchema.safeParse({ ...bodyOf(values), id: job.id });
        if (!parsed.success) return showIssues(form, parsed.error.issues);
        await update.mutateAsync(parsed.data);
        feedback.success('edited');
      } else {
        const parsed = jobCreateSchema.safeParse(bodyOf(values));
        if (!parsed.success) return showIssues(form, parsed.error.issues);
        await create.mutateAsync(parsed.data);
        feedback.success('added');
      }
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Modal
      title={job ? '编辑任务' : '新增任务'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确定"
      cancelText="取消"
      confirmLoading={create.isPending || update.isPending}
      width={560}
      destroyOnHidden
    >
      <Form<JobFormValues> form={form} layout="vertical" onFinish={submit} initialValues={initialValues(job)}>
        <Form.Item
          name="jobName"
          label="任务名称"
          rules={[requiredRule('请输入任务名称'), schemaRule(fields.jobName)]}
        >
          <Input maxLength={50} placeholder="如 清理过期日志" />
        </Form.Item>
        <Form.Item
          name="handler"
          label="处理程序"
          rules={[{ required: true, message: HANDLER_REQUIRED }]}
          extra={handler ? JOB_HANDLERS[handler].description : '任务只能运行已登记的处理程序'}
        >
          <Select
            placeholder="选择处理程序"
            options={HANDLER_OPTIONS}
            onChange={(next: JobHandlerName) => chooseHandler(next)}
          />
        </Form.Item>
        <Form.Item
          name="params"
          label="参数"
          className={styles.params}
          extra={
            !handler
              ? '先选择处理程序'
              : takesParams(handler)
                ? `JSON 对象，默认 ${defaultParams(handler)}`
                : '该处理程序不需要参数，留空即可'
          }
        >
          <Input.TextArea rows={3} maxLength={2000} spellCheck={false} placeholder="{}" />
        </Form.Item>
        <Form.Item
          name="cronExpression"
          label="Cron 表达式"
          extra={CRON_HINT}
          rules={[requiredRule('请输入 Cron 表达式'), schemaRule(fields.cronExpression)]}
        >
          <Input maxLength={100} className={styles.mono} placeholder="0 3 * * *" spellCheck={false} />
        </Form.Item>
        <Form.Item name="isPause" label="状态">
          <Radio.Group options={STATES} />
        </Form.Item>
        <Form.Item name="description" label="描述">
          <Input.TextArea rows={2} maxLength={250} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
