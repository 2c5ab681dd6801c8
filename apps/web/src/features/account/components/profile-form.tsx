import type { CurrentUser, ProfileBody } from '@coalsim/contract';
import { App, Button, Form, Input, Radio } from 'antd';

import { applyFieldErrors } from '../../../lib/form-errors';
import { emailRule, mobileRule, requiredRule } from '../../../lib/form-rules';
import { useUserStore } from '../../../stores/user-store';
import { useEditProfile } from '../api/edit-profile';
import styles from './account.module.css';

interface Values {
  nickName: string;
  gender: '男' | '女' | null;
  phone: string;
  email: string;
}

function toValues(user: CurrentUser): Values {
  return {
    nickName: user.nickName,
    gender: user.gender === '男' || user.gender === '女' ? user.gender : null,
    phone: user.phone ?? '',
    email: user.email ?? '',
  };
}

/**
 * 基本资料 (PUT auth/edit), in the back office's 个人中心 and the portal's 个人信息: nickname,
 * gender, phone and e-mail, checked by the contract's rules before sending.
 */
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
        // What the server kept (trimmed, emptied to null) is what the form shows, and 重置 returns to.
        form.setFieldsValue(toValues(updated));
        void message.success('个人信息已保存');
      },
      onError: (error) => applyFieldErrors(form, error),
    });
  };

  return (
    <Form<Values>
      form={form}
      name="profile"
      layout="vertical"
      className={styles.form}
      initialValues={toValues(user)}
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
      <Form.Item label="手机号码" name="phone" rules={[mobileRule]}>
        <Input autoComplete="tel" inputMode="numeric" maxLength={11} />
      </Form.Item>
      <Form.Item label="电子邮箱" name="email" rules={[emailRule]}>
        <Input autoComplete="email" inputMode="email" type="email" maxLength={254} />
      </Form.Item>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={edit.isPending}>
          保存
        </Button>
        <Button htmlType="button" onClick={() => form.resetFields()}>
          重置
        </Button>
      </div>
    </Form>
  );
}
