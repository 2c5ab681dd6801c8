import { PlainSpinner } from '../plain/plain-spinner';
import styles from './page-loading.module.css';

/** Shown while the first route's code loads; later navigations keep the old page and show the top bar. */
export function PageLoading() {
  return (
    <div className={styles.root} role="status" aria-label="页面加载中">
      <PlainSpinner size="large" className={styles.spinner} />
    </div>
  );
}
