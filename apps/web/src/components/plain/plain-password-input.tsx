import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useState } from 'react';

import { PlainInput } from './plain-input';
import type { PlainInputProps } from './plain-input';
import styles from './plain-password-input.module.css';

/**
 * antd's Input.Password without antd: the characters hidden until the eye button shows them. The
 * button is a real toggle button (antd's is an icon a keyboard cannot reach).
 */
export function PlainPasswordInput(props: Omit<PlainInputProps, 'type' | 'suffix'>) {
  const [shown, setShown] = useState(false);
  return (
    <PlainInput
      {...props}
      type={shown ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className={styles.toggle}
          aria-label="显示密码"
          aria-pressed={shown}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      }
    />
  );
}
