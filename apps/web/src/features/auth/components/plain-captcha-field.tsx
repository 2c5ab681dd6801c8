import type { ReactNode } from 'react';

import { PlainField, plainHelpId } from '../../../components/plain/plain-field';
import { PlainInput } from '../../../components/plain/plain-input';
import { useCaptcha } from '../api/get-captcha';
import styles from './captcha-input.module.css';
import { CaptchaPicture } from './captcha-picture';

interface PlainCaptchaFieldProps {
  /** The input's id; its `name` is `code`, as the form sends it. */
  id: string;
  error: string | undefined;
  prefix: ReactNode;
  placeholder: string;
}

/**
 * `CaptchaField` without antd, for the sign-in page's native form. It owns the captcha query too,
 * so the picture's arrival re-renders this field alone, and it leaves the form when the server
 * turns captchas off.
 */
export function PlainCaptchaField({ id, error, prefix, placeholder }: PlainCaptchaFieldProps) {
  const captcha = useCaptcha();
  if (captcha.data?.enabled === false) return null;
  return (
    <PlainField id={id} error={error}>
      <div className={styles.row}>
        <PlainInput
          id={id}
          name="code"
          className={styles.input}
          prefix={prefix}
          placeholder={placeholder}
          aria-label={placeholder}
          aria-describedby={plainHelpId(id)}
          invalid={error !== undefined}
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
        />
        <CaptchaPicture
          image={captcha.data?.img}
          uuid={captcha.data?.uuid}
          loading={captcha.isFetching}
          onRefresh={() => void captcha.refetch()}
        />
      </div>
    </PlainField>
  );
}
