import { EMPLOYEE_NO_MESSAGE, ID_CARD_MESSAGE, validIdCard, WORKER_STATUS_LABELS } from '@coalsim/contract';
import type { Worker, WorkerCreate } from '@coalsim/contract';
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import type { FormRule } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';

import { mobileRule, requiredRule } from '../../../lib/form-rules';
import { useDepts } from '../api/get-depts';
import { ALL_POSTS_QUERY, usePosts } from '../api/get-posts';
import { DeptTreeSelect } from './dept-tree-select';
import styles from './org.module.css';

export interface WorkerFormValues {
  employeeNo: string;
  name: string;
  gender?: '男' | '女';
  phone: string;
  idCard?: string;
  deptId?: number;
  postId?: number;
  status: 'active' | 'left';
  hiredOn?: Dayjs | null;
}

export const NEW_WORKER_VALUES: Partial<WorkerFormValues> = { status: 'active' };

export function toWorkerValues(worker: Worker): WorkerFormValues {
  return {
    employeeNo: worker.employeeNo,
    name: worker.name,
    gender: worker.gender ?? undefined,
    phone: worker.phone,
    idCard: worker.idCard ?? '',
    deptId: worker.dept?.id,
    postId: worker.post?.id,
    status: worker.status,
    hiredOn: worker.hiredOn ? dayjs(worker.hiredOn) : null,
  };
}

/** The form's values as the API takes them: blanks as null, the day as `YYYY-MM-DD`. */
export function toWorkerBody(values: WorkerFormValues): WorkerCreate {
  return {
    employeeNo: values.employeeNo.trim(),
    name: values.name.trim(),
    gender: values.gender ?? null,
    phone: values.phone.trim(),
    idCard: values.idCard?.trim().toUpperCase() || null,
    deptId: values.deptId ?? null,
    postId: values.postId ?? null,
    status: values.status,
    hiredOn: values.hiredOn ? values.hiredOn.format('YYYY-MM-DD') : null,
  };
}

const employeeNoRule: FormRule = { pattern: /^[A-Za-z0-9_-]{1,32}$/, message: EMPLOYEE_NO_MESSAGE };
const idCardRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return;
    if (!validIdCard(value.trim().toUpperCase())) throw new Error(ID_CARD_MESSAGE);
  },
};
const STATUS_OPTIONS = Object.entries(WORKER_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const GENDER_OPTIONS = [
  { value: '男', label: '男' },
  { value: '女', label: '女' },
];

/** A worker's fields, laid out two to a row (one on a phone); shared by the dialog and 添加员工. */
export function WorkerFormFields() {
  const depts = useDepts();
  const posts = usePosts(ALL_POSTS_QUERY);
  return (
    <div className={styles.formGrid}>
      <Form.Item name="employeeNo" label="工号" rules={[requiredRule('请输入工号'), employeeNoRule]}>
        <Input maxLength={32} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="name"
        label="姓名"
        rules={[requiredRule('请输入姓名'), { max: 50, message: '姓名不能超过50个字符' }]}
      >
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="gender" label="性别">
        <Radio.Group options={GENDER_OPTIONS} />
      </Form.Item>
      <Form.Item name="phone" label="手机号码" rules={[requiredRule('请输入手机号码'), mobileRule]}>
        <Input maxLength={11} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item name="idCard" label="身份证号" rules={[idCardRule]} extra="选填；列表中只显示前后几位">
        <Input maxLength={18} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="hiredOn" label="入职日期">
        <DatePicker style={{ width: '100%' }} placeholder="选择日期" />
      </Form.Item>
      <Form.Item name="deptId" label="部门" rules={[{ required: true, message: '请选择部门' }]}>
        <DeptTreeSelect tree={depts.data ?? []} loading={depts.isLoading} allowClear />
      </Form.Item>
      <Form.Item name="postId" label="岗位" rules={[{ required: true, message: '请选择岗位' }]}>
        <Select
          allowClear
          placeholder="选择岗位"
          loading={posts.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(posts.data?.content ?? []).map((p) => ({
            value: p.id,
            label: p.enabled ? p.name : `${p.name}（停用）`,
          }))}
        />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Radio.Group options={STATUS_OPTIONS} />
      </Form.Item>
    </div>
  );
}
