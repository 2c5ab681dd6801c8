import { Form } from 'antd';
import type { ReactNode } from 'react';

import { requiredRule } from '../../../lib/required-rule';
import { useCaptcha } from '../api/get-captcha';
import { CaptchaInput } from './captcha-input';

interface CaptchaFieldProps {
  label?: string;
  prefix?: ReactNode;
  placeholder: string;
}

/**
 * The form's `code` field with its picture. It owns the captcha query, so the picture's arrival
 * (a synchronous render: query results are external-store updates) re-renders this field alone,
 * not the whole sign-in or registration form. It leaves the form when the server turns captchas off.
 */
export function CaptchaField({ label, prefix, placeholder }: CaptchaFieldProps) {
  const captcha = useCaptcha();
  if (captcha.data?.enabled === false) return null;
  return (
    <Form.Item label={label} name="code" rules={[requiredRule('请输入验证码')]}>
      <CaptchaInput
        prefix={prefix}
        placeholder={placeholder}
        aria-label={label ? undefined : placeholder}
        image={captcha.data?.img}
        uuid={captcha.data?.uuid}
        loading={captcha.isFetching}
        onRefresh={() => void captcha.refetch()}
      />
    </Form.Item>
  );
}
