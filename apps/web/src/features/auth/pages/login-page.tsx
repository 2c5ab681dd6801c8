import { ExclamationCircleFilled, LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { REQUEST_MESSAGES } from '../../../lib/api-client';
import {
  clearSessionExpiredMark,
  forgetUsername,
  rememberedUsername,
  rememberUsername,
  sessionExpiredMarked,
} from '../../../lib/auth-token';
import { requiredRule } from '../../../lib/required-rule';
import { useUserStore } from '../../../stores/user-store';
import { useLogin } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { CaptchaField } from '../components/captcha-field';
import { useCaptchaAnswer } from '../hooks/use-captcha-answer';
import { redirectTarget } from '../utils/redirect-target';
import styles from './auth-pages.module.css';

interface LoginFormValues {
  username: string;
  password: string;
  code?: string;
  rememberMe: boolean;
}

/** The registration page hands over the new username so the user only types the password. */
function usernameFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { username } = state as Record<string, unknown>;
  return typeof username === 'string' ? username : undefined;
}

export function LoginPage() {
  const [form] = Form.useForm<LoginFormValues>();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const captcha = useCaptchaAnswer();

  const login = useLogin({
    // The captcha was spent on this attempt (single use), so the next try needs a new one.
    onError: () => {
      form.setFieldValue('code', undefined);
      captcha.renew();
    },
  });

  // A 401 reloads the app onto this page; say why (spec §4, the `point` marker). The notice stays
  // above the form until the next sign-in: a toast that fades after 3 s is easy to miss while the
  // page is still loading. The marker is cleared so that the next visit does not repeat it.
  const [sessionExpired] = useState(sessionExpiredMarked);
  useEffect(() => clearSessionExpiredMark(), []);

  const onFinish = ({ username, password, code, rememberMe }: LoginFormValues) => {
    login.mutate(
      { username, password, ...captcha.answer(code) },
      {
        onSuccess: ({ token, user }) => {
          useUserStore.getState().signIn(token, user, rememberMe);
          // 记住我 keeps the username for a day; the password is never stored anywhere.
          if (rememberMe) rememberUsername(username);
          else forgetUsername();
          void navigate(redirectTarget(searchParams), { replace: true });
        },
      },
    );
  };

  return (
    <AuthLayout title="账号登录" subtitle="欢迎回来，请登录您的账号">
      {/* Not antd's Alert: that would add its code to every first visit of the login page. */}
      {sessionExpired && (
        <p role="alert" className={styles.expired}>
          <ExclamationCircleFilled aria-hidden />
          {REQUEST_MESSAGES.expired}
        </p>
      )}
      <Form<LoginFormValues>
        form={form}
        name="login"
        size="large"
        requiredMark={false}
        initialValues={{
          username: usernameFromState(location.state) ?? rememberedUsername(),
          rememberMe: rememberedUsername() !== undefined,
        }}
        onFinish={onFinish}
      >
        <Form.Item name="username" rules={[requiredRule('请输入账号')]}>
          <Input prefix={<UserOutlined />} placeholder="账号" aria-label="账号" autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="密码"
            aria-label="密码"
            autoComplete="current-password"
          />
        </Form.Item>
        <CaptchaField prefix={<SafetyOutlined />} placeholder="验证码" />
        <div className={styles.options}>
          <Form.Item name="rememberMe" valuePropName="checked" noStyle>
            <Checkbox>记住我</Checkbox>
          </Form.Item>
          <Link to={paths.register} className={styles.link}>
            没有账号？立即注册
          </Link>
        </div>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            登录
          </Button>
        </Form.Item>
      </Form>
      <p className={styles.switch}>
        <Link to={paths.home} className={styles.link}>
          返回首页
        </Link>
      </p>
    </AuthLayout>
  );
}
