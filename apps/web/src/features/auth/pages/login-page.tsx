import {
  CheckCircleFilled,
  ExclamationCircleFilled,
  LoadingOutlined,
  LockOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import button from '../../../components/plain/plain-button.module.css';
import { PlainCheckbox } from '../../../components/plain/plain-checkbox';
import { PlainField, plainHelpId } from '../../../components/plain/plain-field';
import { PlainInput } from '../../../components/plain/plain-input';
import { PlainPasswordInput } from '../../../components/plain/plain-password-input';
import { paths } from '../../../config/paths';
import { REQUEST_MESSAGES } from '../../../lib/api-client';
import {
  clearSessionExpiredMark,
  forgetUsername,
  rememberedUsername,
  rememberUsername,
  sessionExpiredMarked,
} from '../../../lib/auth-token';
import { useUserStore } from '../../../stores/user-store';
import { useLogin } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { PlainCaptchaField } from '../components/plain-captcha-field';
import { useCaptchaAnswer } from '../hooks/use-captcha-answer';
import { isLoginField, loginFieldError, readLoginForm } from '../utils/login-fields';
import type { LoginFieldErrors, LoginFormValues } from '../utils/login-fields';
import { redirectTarget } from '../utils/redirect-target';
import styles from './auth-pages.module.css';

/**
 * The registration page hands over the new username so the user only types the password (and the
 * page says the registration worked).
 */
function usernameFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { username } = state as Record<string, unknown>;
  return typeof username === 'string' ? username : undefined;
}

/**
 * The sign-in page, the first page of most back-office visits. Its form is native HTML in antd's
 * look rather than antd's Form: the page then loads no antd at all, which keeps its first load to
 * about half (issue 7's budget). It checks its fields as antd's form did: on submit, and each one
 * again as it changes.
 */
export function LoginPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const captcha = useCaptchaAnswer();
  const [initial] = useState(() => {
    const registered = usernameFromState(location.state);
    const remembered = rememberedUsername();
    return { registered, username: registered ?? remembered, rememberMe: remembered !== undefined };
  });

  const login = useLogin({
    // The captcha was spent on this attempt (single use), so the next try needs a new one.
    onError: () => {
      const code = formRef.current?.elements.namedItem('code');
      if (code instanceof HTMLInputElement) code.value = '';
      captcha.renew();
    },
  });

  // A 401 reloads the app onto this page; say why (spec §4, the `point` marker). The notice stays
  // above the form until the next sign-in: a toast that fades after 3 s is easy to miss while the
  // page is still loading. The marker is cleared so that the next visit does not repeat it.
  const [sessionExpired, setSessionExpired] = useState(sessionExpiredMarked);
  useEffect(() => clearSessionExpiredMark(), []);

  const signIn = ({ username, password, code, rememberMe }: LoginFormValues) => {
    // This attempt's own answer (账号已停用 for a staff member who left…) replaces the old notice.
    setSessionExpired(false);
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const form = event.currentTarget;
    const { values, errors: found } = readLoginForm(form);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid === undefined) signIn(values);
    else (form.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
  };

  // Changes bubble up from every input; the checked ones are checked again, as antd's form did.
  const onChange = ({ target }: ChangeEvent<HTMLFormElement>) => {
    const { name, value } = target as unknown as HTMLInputElement;
    if (!isLoginField(name)) return;
    setErrors((was) => ({ ...was, [name]: loginFieldError(name, value) }));
  };

  const fieldProps = (name: 'username' | 'password') => ({
    id: `login-${name}`,
    name,
    invalid: errors[name] !== undefined,
    'aria-describedby': plainHelpId(`login-${name}`),
  });

  return (
    <AuthLayout title="账号登录" subtitle="欢迎回来，请登录您的账号">
      {sessionExpired && (
        <p role="alert" className={styles.expired}>
          <ExclamationCircleFilled aria-hidden />
          {REQUEST_MESSAGES.expired}
        </p>
      )}
      {initial.registered !== undefined && !sessionExpired && (
        <p role="status" className={styles.registered}>
          <CheckCircleFilled aria-hidden />
          注册成功，请登录
        </p>
      )}
      <form ref={formRef} name="login" noValidate onSubmit={onSubmit} onChange={onChange}>
        <PlainField id="login-username" error={errors.username}>
          <PlainInput
            {...fieldProps('username')}
            prefix={<UserOutlined />}
            placeholder="账号"
            aria-label="账号"
            autoComplete="username"
            defaultValue={initial.username}
          />
        </PlainField>
        <PlainField id="login-password" error={errors.password}>
          <PlainPasswordInput
            {...fieldProps('password')}
            prefix={<LockOutlined />}
            placeholder="密码"
            aria-label="密码"
            autoComplete="current-password"
          />
        </PlainField>
        <PlainCaptchaField
          id="login-code"
          error={errors.code}
          prefix={<SafetyOutlined />}
          placeholder="验证码"
        />
        <div className={styles.options}>
          <PlainCheckbox name="rememberMe" defaultChecked={initial.rememberMe}>
            记住我
          </PlainCheckbox>
          <Link to={paths.register} className={styles.link}>
            没有账号？立即注册
          </Link>
        </div>
        <button
          type="submit"
          className={`${button.button} ${button.primary} ${button.large} ${button.block} ${styles.submit}`}
          aria-busy={login.isPending}
        >
          {/* antd's loading icon, which turns by itself (the icons' own styles, no antd). */}
          {login.isPending && <LoadingOutlined aria-hidden />}
          登录
        </button>
      </form>
      <p className={styles.switch}>
        <Link to={paths.home} className={styles.link}>
          返回首页
        </Link>
      </p>
    </AuthLayout>
  );
}
