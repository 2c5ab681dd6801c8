import type { CurrentUser, ProfileBody } from '@coalsim/contract';
import { App, Button, Form, Input, Radio } from 'antd';

import { applyFieldErrors } from '../../../lib/form-errors';
import { emailRule, mobileRule, requiredRule } from '../../../lib/form-rules';
import { useUserStore } from '../../../stores/user-store';
import { useEditProfile } from '../api/edit-profile';

interface Values {
  nickName: string;
  gender: '男' | '女' | null;
  phone: string;
  email: string;
}

const asGender = (g: string | null): Values['gender'] => (g === '男' || g === '女' ? g : null);

/** 基本资料: nickname, gender, phone and e-mail, checked by the contract's rules before sending. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const edit = useEditProfile();

  const onFinish = (values: Values) => {
    const body: ProfileBody = {
      nickName: values.nickName.trim(),
      gender: values.gender,
      phone: values.phone?.trim() || null,
      email: values.email?.trim() || null,
    };
    edit.mutate(body, {
      onSuccess: (updated) => {
        useUserStore.getState().setUser(updated);
        void message.success('修改成功');
      },
      onError: (error) => applyFieldErrors(form, error),
    });
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{
        nickName: user.nickName,
        gender: asGender(user.gender),
        phone: user.phone ?? '',
        email: user.email ?? '',
      }}
      onFinish={onFinish}
    >
      <Form.Item
        label="昵称"
        name="nickName"
        rules={[requiredRule('请输入昵称'), { max: 30, message: '昵称不能超过30个字符' }]}
      >
        <Input autoComplete="nickname" maxLength={30} />
      </Form.Item>
      <Form.Item label="性别" name="gender">
        <Radio.Group
          options={[
            { label: '男', value: '男' },
            { label: '女', value: '女' },
          ]}
        />
      </Form.Item>
      <Form.Item label="手机号" name="phone" rules={[mobileRule]}>
        <Input autoComplete="tel" inputMode="tel" maxLength={11} />
      </Form.Item>
      <Form.Item label="邮箱" name="email" rules={[emailRule]}>
        <Input autoComplete="email" inputMode="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={edit.isPending}>
        保存
      </Button>
    </Form>
  );
}
