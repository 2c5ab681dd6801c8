import type { DeptNode } from '@coalsim/contract';
import { Form, Input, InputNumber, Radio } from 'antd';

import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { requiredRule } from '../../../lib/form-rules';
import { useCreateDept } from '../api/create-dept';
import { useUpdateDept } from '../api/update-dept';
import { DeptTreeSelect, TOP_LEVEL_DEPT } from './dept-tree-select';

interface DeptFormValues {
  name: string;
  pid: number;
  sort: number;
  enabled: boolean;
}

export const ENABLED_OPTIONS = [
  { value: true, label: '启用' },
  { value: false, label: '停用' },
];

/** What the dialog opens for: a department to edit, or the parent of a new one (none: top level). */
export type DeptDialogTarget = { edit: DeptNode } | { parent: DeptNode | null };

function initialValues(target: DeptDialogTarget | undefined): DeptFormValues {
  if (target && 'edit' in target) {
    const d = target.edit;
    return { name: d.name, pid: d.pid ?? TOP_LEVEL_DEPT, sort: d.sort, enabled: d.enabled };
  }
  return { name: '', pid: target?.parent?.id ?? TOP_LEVEL_DEPT, sort: 999, enabled: true };
}

/**
 * 新增部门 / 编辑部门: name, 上级部门 (the tree without the department itself and what is below
 * it), sort and state. A stale save (409) is reported by the request layer; the list reloads.
 */
export function DeptFormModal({
  open,
  target,
  tree,
  onClose,
}: {
  open: boolean;
  target: DeptDialogTarget | undefined;
  tree: readonly DeptNode[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<DeptFormValues>();
  const save = useSaveDialog(form, onClose);
  const create = useCreateDept();
  const update = useUpdateDept();
  const editing = target && 'edit' in target ? target.edit : undefined;

  const submit = async (values: DeptFormValues) => {
    const body = {
      name: values.name.trim(),
      pid: values.pid === TOP_LEVEL_DEPT ? null : values.pid,
      sort: values.sort,
      enabled: values.enabled,
    };
    await save(Boolean(editing), () =>
      editing
        ? update.mutateAsync({ ...body, id: editing.id, updateTime: editing.updateTime })
        : create.mutateAsync(body),
    );
  };

  return (
    <FormDialog
      title={editing ? '编辑部门' : '新增部门'}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={520}
      onClose={onClose}
    >
      <Form<DeptFormValues>
        form={form}
        name="dept"
        layout="vertical"
        onFinish={submit}
        initialValues={initialValues(target)}
      >
        <Form.Item
          name="name"
          label="部门名称"
          rules={[requiredRule('请输入部门名称'), { max: 50, message: '部门名称不能超过50个字符' }]}
        >
          <Input maxLength={50} placeholder="如 综采一队" />
        </Form.Item>
        <Form.Item
          name="pid"
          label="上级部门"
          rules={[{ required: true, message: '请选择上级部门' }]}
          extra={editing ? '部门不能移到自己或自己的下级部门之下' : undefined}
        >
          <DeptTreeSelect tree={tree} exclude={editing?.id} allowTop placeholder="选择上级部门" />
        </Form.Item>
        <Form.Item name="sort" label="排序" rules={[{ required: true, message: '请输入排序' }]}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="enabled" label="状态">
          <Radio.Group options={ENABLED_OPTIONS} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
