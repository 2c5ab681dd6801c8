import { Input } from 'antd';
import type { InputProps } from 'antd';

import styles from './captcha-input.module.css';
import { CaptchaPicture } from './captcha-picture';
import type { CaptchaPictureProps } from './captcha-picture';

export type CaptchaInputProps = InputProps & CaptchaPictureProps;

/**
 * The answer box with its picture beside it. Used as a Form.Item child, so value/onChange/id pass
 * straight through to the input.
 */
export function CaptchaInput({ image, uuid, loading, onRefresh, ...inputProps }: CaptchaInputProps) {
  return (
    <div className={styles.row}>
      <Input {...inputProps} className={styles.input} inputMode="numeric" autoComplete="off" maxLength={8} />
      <CaptchaPicture image={image} uuid={uuid} loading={loading} onRefresh={onRefresh} />
    </div>
  );
}
