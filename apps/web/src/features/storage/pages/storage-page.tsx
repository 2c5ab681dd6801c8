import { Card, Segmented } from 'antd';

import { useUrlParam } from '../../../hooks/use-url-table-state';
import { AllFiles } from '../components/all-files';
import { S3Files } from '../components/s3-files';
import styles from './storage-page.module.css';

const VIEWS = [
  { value: 'all', label: '全部文件' },
  { value: 's3', label: 'S3 存储' },
] as const;

/**
 * 存储管理 (tools/storage/index): uploaded files with their previews, names, sizes and stores;
 * the S3 view shows whether the S3-compatible store is configured and what it holds. The view and
 * each view's table state are in the URL (the S3 table's keys prefixed with `s`), so coming back
 * to a view finds it as it was; a view asks the server only once it is shown.
 */
export function StoragePage() {
  const [view, setView] = useUrlParam('tab');
  const active = view === 's3' ? VIEWS[1] : VIEWS[0];
  return (
    <Card variant="borderless">
      <Segmented
        className={styles.switch}
        aria-label="存储位置"
        value={active.value}
        options={[...VIEWS]}
        onChange={(value) => setView(value === 'all' ? undefined : value)}
      />
      <section aria-label={active.label}>{active.value === 's3' ? <S3Files /> : <AllFiles />}</section>
    </Card>
  );
}
