/** The sign-in form's checked fields, as its inputs are named. */
export type LoginField = 'username' | 'password' | 'code';

export type LoginFieldErrors = Partial<Record<LoginField, string>>;

const MESSAGES: Record<LoginField, string> = {
  username: '请输入账号',
  password: '请输入密码',
  code: '请输入验证码',
};

export const isLoginField = (name: string): name is LoginField => Object.hasOwn(MESSAGES, name);

/**
 * A field's error, if any: the account and the captcha answer may not be blank; a password may be
 * anything but empty, spaces included (the rules the antd form had).
 */
export function loginFieldError(field: LoginField, value: string): string | undefined {
  const missing = field === 'password' ? value === '' : value.trim() === '';
  return missing ? MESSAGES[field] : undefined;
}

export interface LoginFormValues {
  username: string;
  password: string;
  /** Absent when the server has captchas off (the field is not in the form). */
  code?: string;
  rememberMe: boolean;
}

/** The form's values as the browser holds them, and the errors of the fields it has. */
export function readLoginForm(form: HTMLFormElement): { values: LoginFormValues; errors: LoginFieldErrors } {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const values: LoginFormValues = {
    username: text('username') ?? '',
    password: text('password') ?? '',
    rememberMe: data.get('rememberMe') !== null,
  };
  const code = text('code');
  if (code !== undefined) values.code = code;
  const errors: LoginFieldErrors = {};
  for (const field of ['username', 'password', 'code'] as const) {
    const value = values[field];
    const error = value === undefined ? undefined : loginFieldError(field, value);
    if (error) errors[field] = error;
  }
  return { values, errors };
}
