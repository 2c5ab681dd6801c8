import type { Team } from '@coalsim/contract';
import { Form, Input } from 'antd';

import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { requiredRule } from '../../../lib/form-rules';
import { useCreateTeam } from '../api/create-team';
import { useUpdateTeam } from '../api/update-team';

interface TeamFormValues {
  name: string;
  description?: string;
}

/** 新增专家组 / 编辑专家组: a name and an optional note; the experts are added on its 成员 page. */
export function TeamFormModal({
  open,
  team,
  onClose,
}: {
  open: boolean;
  team: Team | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<TeamFormValues>();
  const save = useSaveDialog(form, onClose);
  const create = useCreateTeam();
  const update = useUpdateTeam();

  const submit = async (values: TeamFormValues) => {
    const body = { name: values.name.trim(), description: values.description?.trim() || null };
    await save(Boolean(team), () =>
      team ? update.mutateAsync({ ...body, id: team.id }) : create.mutateAsync(body),
    );
  };

  return (
    <FormDialog
      title={team ? '编辑专家组' : '新增专家组'}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={480}
      onClose={onClose}
    >
      <Form<TeamFormValues>
        form={form}
        name="team"
        layout="vertical"
        onFinish={submit}
        initialValues={team ? { name: team.name, description: team.description ?? '' } : {}}
      >
        <Form.Item
          name="name"
          label="专家组名称"
          rules={[requiredRule('请输入专家组名称'), { max: 50, message: '专家组名称不能超过50个字符' }]}
        >
          <Input maxLength={50} placeholder="如 采煤仿真专家组" />
        </Form.Item>
        <Form.Item name="description" label="说明" rules={[{ max: 300, message: '说明不能超过300个字符' }]}>
          <Input.TextArea rows={3} maxLength={300} showCount />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
