import type { Worker } from '@coalsim/contract';
import { Alert, Button, Form, Result } from 'antd';
import { useState } from 'react';

import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { applyFieldErrors } from '../../../lib/form-errors';
import { keepEnterInPickers } from '../../../lib/picker-enter';
import { useCreateWorker } from '../api/create-worker';
import styles from './org.module.css';
import { NEW_WORKER_VALUES, toWorkerBody, WorkerFormFields } from './worker-form-fields';
import type { WorkerFormValues } from './worker-form-fields';

/** 逐个添加: one worker; once saved, 继续添加 starts an empty form, 查看员工 goes to the list. */
export function AddWorkerForm() {
  const [form] = Form.useForm<WorkerFormValues>();
  const [added, setAdded] = useState<Worker>();
  // Why the last save failed. The form keeps every value on purpose, and says so: the next save
  // must not look like a fresh form that happens to hold the previous person's department.
  const [failure, setFailure] = useState<string>();
  const create = useCreateWorker({
    onSuccess: (worker) => {
      setFailure(undefined);
      setAdded(worker);
    },
    onError: (error) => {
      applyFieldErrors(form, error);
      setFailure(error instanceof Error ? error.message : '保存失败');
    },
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
      onKeyDown={keepEnterInPickers}
      onFinish={(values) => create.mutate(toWorkerBody(values))}
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          className={styles.formAlert}
          title={`未保存：${failure}`}
          description="下面仍是您刚才填写的全部内容，请修改后再保存；如要添加另一名员工，请先点“重置”。"
        />
      )}
      <WorkerFormFields />
      <div className={styles.importActions}>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          保存
        </Button>
        <Button
          htmlType="button"
          onClick={() => {
            form.resetFields();
            setFailure(undefined);
          }}
        >
          重置
        </Button>
      </div>
    </Form>
  );
}
