import type { CurrentUser, ProfileBody } from '@coalsim/contract';
import { App, Button, Form, Input, Radio } from 'antd';
import type { ReactNode } from 'react';

import { EnterpriseStatusTag } from '../../../components/enterprise-status-tag/enterprise-status-tag';
import { applyFieldErrors } from '../../../lib/form-errors';
import { emailRule, mobileRule, requiredRule } from '../../../lib/form-rules';
import { useUserStore } from '../../../stores/user-store';
import { useEditProfile } from '../api/edit-profile';
import styles from './center-pages.module.css';

const ACCOUNT_TYPES: Record<number, string> = { 1: '平台人员', 2: '企业用户', 3: '个人用户' };

interface ProfileValues {
  nickName: string;
  gender: '男' | '女' | null;
  phone: string;
  email: string;
}

function toValues(user: CurrentUser): ProfileValues {
  return {
    nickName: user.nickName,
    gender: user.gender === '男' || user.gender === '女' ? user.gender : null,
    phone: user.phone ?? '',
    email: user.email ?? '',
  };
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const [form] = Form.useForm<ProfileValues>();
  const setUser = useUserStore((s) => s.setUser);
  const { message } = App.useApp();
  const edit = useEditProfile({
    onSuccess: (updated) => {
      setUser(updated);
      form.setFieldsValue(toValues(updated));
      void message.success('个人信息已保存');
    },
    onError: (error) => applyFieldErrors(form, error),
  });

  const onFinish = (v: ProfileValues) => {
    const body: ProfileBody = {
      nickName: v.nickName.trim(),
      gender: v.gender,
      phone: v.phone.trim() || null,
      email: v.email.trim() || null,
    };
    edit.mutate(body);
  };

  return (
    <Form<ProfileValues>
      form={form}
      name="profile"
      layout="vertical"
      initialValues={toValues(user)}
      onFinish={onFinish}
      className={styles.form}
    >
      <Form.Item
        label="昵称"
        name="nickName"
        rules={[requiredRule('请输入昵称'), { max: 30, message: '昵称不能超过30个字符' }]}
      >
        <Input maxLength={30} autoComplete="nickname" />
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
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item label="电子邮箱" name="email" rules={[emailRule]}>
        <Input maxLength={254} type="email" autoComplete="email" />
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

/** 个人信息: the account's fixed facts, and the profile the user may edit (PUT auth/edit). */
export function InfoPage() {
  const user = useUserStore((s) => s.user);
  if (!user) return null;
  const { enterprise } = user;
  const facts: { term: string; value: ReactNode }[] = [
    { term: '用户名', value: user.username },
    { term: '账号类型', value: ACCOUNT_TYPES[user.role] ?? '用户' },
    {
      term: '所属企业',
      // The tag stays whole; a long name gives way (ellipsis) instead.
      value: enterprise ? (
        <span className={styles.enterprise}>
          <span className={styles.enterpriseName}>{enterprise.name}</span>
          <EnterpriseStatusTag status={enterprise.status} reason={enterprise.rejectReason} />
        </span>
      ) : (
        '未加入企业'
      ),
    },
  ];
  return (
    <>
      <dl className={styles.facts}>
        {facts.map((f) => (
          <div key={f.term}>
            <dt>{f.term}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      <h2 className={styles.subTitle}>基本资料</h2>
      <ProfileForm key={user.id} user={user} />
    </>
  );
}
