import { LoadingOutlined } from '@ant-design/icons';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

import styles from './plain-button.module.css';

/** antd's button variants and sizes that the plain look draws. */
export interface PlainButtonLook {
  variant?: 'default' | 'primary' | 'ghost';
  size?: 'middle' | 'large';
}

/** The class names of antd's Button look, for a `<button>`, `<a>` or router link drawn without antd. */
export function plainButtonClass(
  { variant = 'default', size = 'middle' }: PlainButtonLook,
  className?: string,
): string {
  const classes = [
    styles.button,
    variant !== 'default' && styles[variant],
    size === 'large' && styles.large,
    className,
  ];
  return classes.filter(Boolean).join(' ');
}

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, PlainButtonLook {
  /** Decorative, before the text; replaced by the turning loading icon while `busy`. */
  icon?: ReactNode;
  /** antd's `loading`: the request runs, the button is marked busy and ignores clicks. */
  busy?: boolean;
}

/**
 * antd's Button without antd, for the pages that render none (`under-antd.ts`): a native
 * `<button type="button">`, so keyboard, focus and `disabled` behave as the platform's.
 */
export function PlainButton({
  variant,
  size,
  icon,
  busy = false,
  className,
  children,
  ...button
}: PlainButtonProps) {
  return (
    <button
      type="button"
      {...button}
      className={plainButtonClass({ variant, size }, className)}
      aria-busy={busy || undefined}
    >
      {/* antd's loading icon, which turns by itself (the icons' own styles, no antd). */}
      {busy ? <LoadingOutlined aria-hidden /> : icon}
      {children}
    </button>
  );
}
