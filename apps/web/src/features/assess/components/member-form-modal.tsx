import type { Member } from '@coalsim/contract';
import { Form, Input } from 'antd';

import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { mobileRule, requiredRule } from '../../../lib/form-rules';
import { useCreateMember } from '../api/create-member';
import { useUpdateMember } from '../api/update-member';
import { ExpertAccountSelect } from './expert-account-select';

interface MemberFormValues {
  name: string;
  title?: string;
  organisation: string;
  phone?: string;
  userId?: number | null;
}

/**
 * 新增专家 / 编辑专家: name, 职称, 所在单位, 手机号 and the 关联账号 the expert scores with.
 * An expert from an applicant of one of the team's open assessments is the server's 409.
 */
export function MemberFormModal({
  open,
  teamId,
  member,
  onClose,
}: {
  open: boolean;
  teamId: number;
  member: Member | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<MemberFormValues>();
  const save = useSaveDialog(form, onClose);
  const create = useCreateMember();
  const update = useUpdateMember();

  const submit = async (values: MemberFormValues) => {
    const body = {
      teamId,
      name: values.name.trim(),
      title: values.title?.trim() || null,
      organisation: values.organisation.trim(),
      phone: values.phone?.trim() || null,
      userId: values.userId ?? null,
    };
    await save(Boolean(member), () =>
      member ? update.mutateAsync({ ...body, id: member.id }) : create.mutateAsync(body),
    );
  };

  return (
    <FormDialog
      title={member ? '编辑专家' : '新增专家'}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={520}
      onClose={onClose}
    >
      <Form<MemberFormValues>
        form={form}
        name="member"
        layout="vertical"
        onFinish={submit}
        initialValues={
          member
            ? {
                name: member.name,
                title: member.title ?? '',
                organisation: member.organisation,
                phone: member.phone ?? '',
                userId: member.user?.id ?? null,
              }
            : { userId: null }
        }
      >
        <Form.Item
          name="name"
          label="姓名"
          rules={[requiredRule('请输入专家姓名'), { max: 32, message: '姓名不能超过32个字符' }]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="title" label="职称" rules={[{ max: 50, message: '职称不能超过50个字符' }]}>
          <Input maxLength={50} placeholder="如 高级工程师" />
        </Form.Item>
        <Form.Item
          name="organisation"
          label="所在单位"
          rules={[requiredRule('请输入所在单位'), { max: 100, message: '单位名称不能超过100个字符' }]}
        >
          <Input maxLength={100} placeholder="如 中国矿业大学" />
        </Form.Item>
        <Form.Item name="phone" label="手机号" rules={[mobileRule]}>
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item
          name="userId"
          label="关联账号"
          extra="专家用关联的账号登录后，在“考核评分”中为其专家组的考核打分。"
        >
          <ExpertAccountSelect current={member?.user ?? null} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
