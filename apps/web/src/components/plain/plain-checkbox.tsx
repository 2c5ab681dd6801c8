import type { InputHTMLAttributes, ReactNode } from 'react';

import styles from './plain-checkbox.module.css';

interface PlainCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  children: ReactNode;
}

/** A labelled checkbox in antd's Checkbox look, without antd (the sign-in page loads none). */
export function PlainCheckbox({ children, ...input }: PlainCheckboxProps) {
  return (
    <label className={styles.label}>
      <input {...input} type="checkbox" className={styles.box} />
      {children}
    </label>
  );
}
