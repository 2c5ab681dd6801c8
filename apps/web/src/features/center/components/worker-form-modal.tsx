import { UserOutlined } from '@ant-design/icons';
import type { Worker } from '@coalsim/contract';
import { Alert, Button, Form, Modal, Skeleton } from 'antd';
import { useState } from 'react';

import { LoadFailed } from '../../../components/feedback/load-failed';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { isApiError } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import { keepEnterInPickers } from '../../../lib/picker-enter';
import { useWorker } from '../api/get-worker';
import { useUpdateWorker } from '../api/update-worker';
import { toWorkerBody, toWorkerValues, WorkerFormFields } from './worker-form-fields';
import type { WorkerFormValues } from './worker-form-fields';

export const WORKER_CHANGED = '该员工的资料已被他人修改';

/** One loaded version of the worker: a reload brings a fresh form (keyed by its `updateTime`). */
function WorkerEditForm({
  worker,
  onSaved,
  onReload,
  formId,
  onPending,
}: {
  worker: Worker;
  onSaved: () => void;
  onReload: () => void;
  formId: string;
  onPending: (pending: boolean) => void;
}) {
  const [form] = Form.useForm<WorkerFormValues>();
  const feedback = useCrudFeedback();
  const [stale, setStale] = useState(false);
  const update = useUpdateWorker();

  const submit = async (values: WorkerFormValues) => {
    onPending(true);
    try {
      await update.mutateAsync({ ...toWorkerBody(values), id: worker.id, updateTime: worker.updateTime });
      feedback.success('edited');
      onSaved();
    } catch (error) {
      if (!applyFieldErrors(form, error) && isApiError(error) && error.status === 409) setStale(true);
    } finally {
      onPending(false);
    }
  };

  return (
    <>
      {stale && (
        <Alert
          showIcon
          type="warning"
          style={{ marginBottom: 16 }}
          title={WORKER_CHANGED}
          description="重新加载后显示最新资料，本次的修改需要重新填写。"
          action={<Button onClick={onReload}>重新加载</Button>}
        />
      )}
      <Form<WorkerFormValues>
        form={form}
        id={formId}
        name="worker-edit"
        layout="vertical"
        onKeyDown={keepEnterInPickers}
        onFinish={submit}
        initialValues={toWorkerValues(worker)}
      >
        <WorkerFormFields />
      </Form>
    </>
  );
}

/**
 * 编辑员工: loads the worker's detail (the list masks the id card), saves against the version it
 * loaded; when someone saved in between (409) it says so and offers to reload.
 */
export function WorkerFormModal({
  open,
  workerId,
  onClose,
}: {
  open: boolean;
  workerId: number | undefined;
  onClose: () => void;
}) {
  const detail = useWorker(open ? workerId : undefined);
  const [saving, setSaving] = useState(false);
  const formId = 'worker-edit-form';
  return (
    <Modal
      title="编辑员工"
      open={open}
      onCancel={onClose}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ htmlType: 'submit', form: formId, disabled: !detail.data }}
      confirmLoading={saving}
      width={640}
      destroyOnHidden
    >
      {detail.data ? (
        <WorkerEditForm
          key={detail.data.updateTime}
          worker={detail.data}
          formId={formId}
          onPending={setSaving}
          onSaved={onClose}
          onReload={() => void detail.refetch()}
        />
      ) : detail.isError ? (
        <LoadFailed
          level={3}
          icon={<UserOutlined />}
          title="员工资料读取失败"
          description="请稍后再试。"
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </Modal>
  );
}
