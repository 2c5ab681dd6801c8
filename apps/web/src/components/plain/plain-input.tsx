import type { InputHTMLAttributes, ReactNode } from 'react';

import styles from './plain-input.module.css';

export interface PlainInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  /** An icon before the text (decorative). */
  prefix?: ReactNode;
  /** Something after the text, such as the password's show/hide button. */
  suffix?: ReactNode;
  /** Shows the field as failing its check (red) and tells assistive technology so. */
  invalid?: boolean;
}

/**
 * antd's large Input look without antd, for the sign-in page, which loads no antd. Everything
 * but the extra props goes to the native `<input>`.
 */
export function PlainInput({ prefix, suffix, invalid = false, className, ...input }: PlainInputProps) {
  return (
    <span className={[styles.affix, invalid && styles.invalid, className].filter(Boolean).join(' ')}>
      {prefix && <span className={styles.prefix}>{prefix}</span>}
      <input {...input} className={styles.input} aria-invalid={invalid || undefined} />
      {suffix && <span className={styles.suffix}>{suffix}</span>}
    </span>
  );
}
