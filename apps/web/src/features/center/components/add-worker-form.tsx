import type { Worker } from '@coalsim/contract';
import { Button, Form, Result } from 'antd';
import { useState } from 'react';

import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useCreateWorker } from '../api/create-worker';
import styles from './org.module.css';
import { NEW_WORKER_VALUES, toWorkerBody, WorkerFormFields } from './worker-form-fields';
import type { WorkerFormValues } from './worker-form-fields';

/** 逐个添加: one worker; once saved, 继续添加 starts an empty form, 查看员工 goes to the list. */
export function AddWorkerForm() {
  const [form] = Form.useForm<WorkerFormValues>();
  const [added, setAdded] = useState<Worker>();
  const create = useCreateWorker({
    onSuccess: (worker) => setAdded(worker),
    onError: (error) => applyFieldErrors(form, error),
  });

  if (added) {
    return (
      <Result
        status="success"
        title={`已添加员工 ${added.name}`}
        subTitle={`工号 ${added.employeeNo}。可在员工管理中为其开通登录账号。`}
        extra={[
          <Button
            key="more"
            type="primary"
            onClick={() => {
              form.resetFields();
              setAdded(undefined);
            }}
          >
            继续添加
          </Button>,
          <LinkButton key="list" to={paths.centerWorker}>
            查看员工
          </LinkButton>,
        ]}
      />
    );
  }
  return (
    <Form<WorkerFormValues>
      form={form}
      name="worker-add"
      layout="vertical"
      initialValues={NEW_WORKER_VALUES}
      onFinish={(values) => create.mutate(toWorkerBody(values))}
    >
      <WorkerFormFields />
      <div className={styles.importActions}>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          保存
        </Button>
        <Button htmlType="button" onClick={() => form.resetFields()}>
          重置
        </Button>
      </div>
    </Form>
  );
}
