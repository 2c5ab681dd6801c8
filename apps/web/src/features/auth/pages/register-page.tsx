import { ACCOUNT_TYPE } from '@coalsim/contract';
import type { RegisterBody } from '@coalsim/contract';
import { Button, Form, Input, Radio } from 'antd';
import { Link, useNavigate } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { applyFieldErrors } from '../../../lib/form-errors';
import { requiredRule, sameAsRule } from '../../../lib/form-rules';
import { passwordRule, usernameRule } from '../../../lib/schema-rules';
import { useRegister } from '../api/register';
import { AuthLayout } from '../components/auth-layout';
import { CaptchaField } from '../components/captcha-field';
import { EnterpriseFields } from '../components/enterprise-fields';
import { useCaptchaAnswer } from '../hooks/use-captcha-answer';
import styles from './auth-pages.module.css';

interface RegisterFormValues {
  role: RegisterBody['role'];
  /** Present while 企业用户 is chosen. */
  enterprise?: { name: string; creditCode: string };
  username: string;
  password: string;
  confirm: string;
  code?: string;
}

/** Self-registration creates individual (3) or enterprise (2) accounts; staff are made in the back office. */
const ACCOUNT_TYPES: Array<{ label: string; value: RegisterBody['role'] }> = [
  { label: '个人用户', value: ACCOUNT_TYPE.individual },
  { label: '企业用户', value: ACCOUNT_TYPE.enterprise },
];

/** What each choice means, under it: an enterprise waits for the platform's review. */
function AccountTypeHint() {
  const role = Form.useWatch<number | undefined>('role');
  return role === ACCOUNT_TYPE.enterprise
    ? '以企业身份入驻平台；注册后由平台审核企业资料，审核结果可在个人中心的企业信息中查看'
    : '以个人身份学习和参加实训，注册后即可登录使用';
}

export function RegisterPage() {
  const [form] = Form.useForm<RegisterFormValues>();
  const navigate = useNavigate();
  const captcha = useCaptchaAnswer();

  const register = useRegister({
    // The sign-in page says 注册成功 itself: a toast from here would leave with this page's antd.
    onSuccess: ({ username }) => {
      void navigate(paths.login, { state: { username } });
    },
    onError: (error) => {
      applyFieldErrors(form, error);
      // Single-use captcha: whatever the failure, the next attempt needs a new picture.
      form.setFieldValue('code', undefined);
      captcha.renew();
    },
  });

  const onFinish = ({ username, password, role, enterprise, code }: RegisterFormValues) => {
    register.mutate({
      username,
      password,
      role,
      // Values typed before switching back to 个人用户 stay in antd's store: never send them.
      ...(role === ACCOUNT_TYPE.enterprise && enterprise
        ? { enterprise: { name: enterprise.name.trim(), creditCode: enterprise.creditCode.trim() } }
        : {}),
      ...captcha.answer(code),
    });
  };

  return (
    <AuthLayout title="注册账号" subtitle="个人用户与企业用户均可自助注册">
      <Form<RegisterFormValues>
        form={form}
        name="register"
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ role: ACCOUNT_TYPE.individual }}
        onFinish={onFinish}
      >
        <Form.Item label="账号类型" name="role" extra={<AccountTypeHint />}>
          <Radio.Group
            options={ACCOUNT_TYPES}
            optionType="button"
            buttonStyle="solid"
            block
            aria-label="账号类型"
          />
        </Form.Item>
        <EnterpriseFields />
        <Form.Item label="用户名" name="username" rules={[requiredRule('请输入用户名'), usernameRule]}>
          <Input placeholder="3–20 位字母或数字" autoComplete="username" />
        </Form.Item>
        <Form.Item
          label="密码"
          name="password"
          rules={[{ required: true, message: '请输入密码' }, passwordRule]}
        >
          <Input.Password placeholder="至少 8 位，须同时包含字母和数字" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认密码"
          name="confirm"
          dependencies={['password']}
          rules={[{ required: true, message: '请再次输入密码' }, sameAsRule('password')]}
        >
          <Input.Password placeholder="再次输入密码" autoComplete="new-password" />
        </Form.Item>
        <CaptchaField label="验证码" placeholder="请输入计算结果" />
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={register.isPending}>
            注册
          </Button>
        </Form.Item>
      </Form>
      <p className={styles.switch}>
        已有账号？
        <Link to={paths.login} className={styles.link}>
          去登录
        </Link>
      </p>
    </AuthLayout>
  );
}
