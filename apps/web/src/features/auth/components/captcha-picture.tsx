import { PlainSpinner } from '../../../components/plain/plain-spinner';
import styles from './captcha-picture.module.css';

export interface CaptchaPictureProps {
  /** `data:` URL of the arithmetic picture; undefined while loading or after a failure. */
  image: string | undefined;
  /** The captcha's id, kept on the picture so tests can read the answer like a person would. */
  uuid?: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/**
 * The captcha's picture beside its answer box; clicking it fetches a new one. Without antd, as the
 * sign-in page (which loads none) shows it too.
 */
export function CaptchaPicture({ image, uuid, loading, onRefresh }: CaptchaPictureProps) {
  return (
    <button
      type="button"
      className={styles.picture}
      onClick={onRefresh}
      disabled={loading}
      aria-label="看不清？换一张验证码"
      title="看不清？换一张"
    >
      {loading ? (
        <PlainSpinner size="small" className={styles.waiting} />
      ) : image ? (
        <img src={image} alt="验证码图片" data-uuid={uuid} />
      ) : (
        <span className={styles.retry}>点击重新获取</span>
      )}
    </button>
  );
}
