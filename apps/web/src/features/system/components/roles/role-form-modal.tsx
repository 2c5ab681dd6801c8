import { ROLE_LEVEL } from '@coalsim/contract';
import type { Role } from '@coalsim/contract';
import { Form, Input, InputNumber } from 'antd';

import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { useSaveDialog } from '../../../../hooks/use-save-dialog';
import { requiredRule } from '../../../../lib/form-rules';
import { useCreateRole } from '../../api/roles/create-role';
import { useRoleLevel } from '../../api/roles/get-role-level';
import { useUpdateRole } from '../../api/roles/update-role';

interface RoleFormValues {
  name: string;
  level: number;
  description?: string;
}

/** What the form says of the caller's own level (the super admin has none of its own: 0). */
function levelHint(own: number | undefined): string {
  if (own === undefined) return `可设置 ${ROLE_LEVEL.strongest} 到 ${ROLE_LEVEL.weakest}`;
  if (own <= ROLE_LEVEL.superAdmin) {
    return `你是超级管理员，可设置 ${ROLE_LEVEL.strongest} 到 ${ROLE_LEVEL.weakest} 之间的任意级别`;
  }
  return `你的级别为 ${own}，只能设置 ${own} 到 ${ROLE_LEVEL.weakest} 之间的级别`;
}

/**
 * 新增角色 / 编辑角色. The level floor is the user's own strongest level: the server refuses a
 * stronger role, and says so in a notice.
 */
export function RoleFormModal({
  open,
  role,
  onClose,
}: {
  open: boolean;
  role: Role | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RoleFormValues>();
  const save = useSaveDialog(form, onClose);
  const create = useCreateRole();
  const update = useUpdateRole();
  const own = useRoleLevel().data?.level;
  const floor = Math.max(ROLE_LEVEL.strongest, own ?? ROLE_LEVEL.strongest);

  const submit = async (values: RoleFormValues) => {
    const body = { name: values.name, level: values.level, description: values.description || null };
    await save(Boolean(role), () =>
      role ? update.mutateAsync({ id: role.id, ...body }) : create.mutateAsync(body),
    );
  };

  return (
    <FormDialog
      title={role ? '编辑角色' : '新增角色'}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={520}
      onClose={onClose}
    >
      <Form<RoleFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          role
            ? { name: role.name, level: role.level, description: role.description ?? undefined }
            : { level: Math.max(ROLE_LEVEL.default, floor) }
        }
      >
        <Form.Item name="name" label="角色名称" rules={[requiredRule('请输入角色名称')]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="level"
          label="角色级别"
          rules={[
            { required: true, message: '请输入角色级别' },
            {
              // Said, not clamped: an input that quietly turned 0 into 1 saved what nobody typed.
              validator: (_rule, value: number | null | undefined) =>
                value == null || (value >= floor && value <= ROLE_LEVEL.weakest)
                  ? Promise.resolve()
                  : Promise.reject(new Error(`角色级别须在 ${floor} 到 ${ROLE_LEVEL.weakest} 之间`)),
            },
          ]}
          extra={`数值越小权限越大；${levelHint(own)}`}
        >
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="description" label="描述">
          <Input.TextArea rows={3} maxLength={255} showCount />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
