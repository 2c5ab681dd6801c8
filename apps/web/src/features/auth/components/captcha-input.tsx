import { Input, Spin } from 'antd';
import type { InputProps } from 'antd';

import styles from './captcha-input.module.css';

export interface CaptchaInputProps extends InputProps {
  /** `data:` URL of the arithmetic picture; undefined while loading or after a failure. */
  image: string | undefined;
  /** The captcha's id, kept on the picture so tests can read the answer like a person would. */
  uuid?: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/**
 * The answer box with its picture beside it; clicking the picture fetches a new one. Used as a
 * Form.Item child, so value/onChange/id pass straight through to the input.
 */
export function CaptchaInput({ image, uuid, loading, onRefresh, ...inputProps }: CaptchaInputProps) {
  return (
    <div className={styles.row}>
      <Input {...inputProps} className={styles.input} inputMode="numeric" autoComplete="off" maxLength={8} />
      <button
        type="button"
        className={styles.picture}
        onClick={onRefresh}
        disabled={loading}
        aria-label="看不清？换一张验证码"
        title="看不清？换一张"
      >
        {/* The spinner waits 300 ms: a picture usually arrives sooner, and a spinner that starts
            (an animation the page must run) only to vanish at once is noise, on a slow phone too. */}
        {loading ? (
          <Spin size="small" delay={300} />
        ) : image ? (
          <img src={image} alt="验证码图片" data-uuid={uuid} />
        ) : (
          <span className={styles.retry}>点击重新获取</span>
        )}
      </button>
    </div>
  );
}
