import type { S3Config } from '@coalsim/contract';
import { Alert, Descriptions } from 'antd';

import styles from './storage.module.css';

/** Named so a test and the docs say the same thing as the page. */
export const S3_SETUP_HINT =
  '服务器当前把文件保存在本地磁盘。要使用 S3 兼容存储，请在服务器的环境变量中设置 STORAGE=s3，以及 S3_ENDPOINT、S3_BUCKET、S3_REGION、S3_ACCESS_KEY、S3_SECRET_KEY，然后重启服务。';

/**
 * Whether the S3-compatible store is in use, and which: its endpoint, bucket and region (the
 * server never sends the keys). Without it, how to turn it on.
 */
export function S3ConfigSummary({ config }: { config: S3Config }) {
  if (!config.configured) {
    return (
      <Alert
        className={styles.config}
        type="info"
        showIcon
        title="未启用 S3 存储"
        description={S3_SETUP_HINT}
      />
    );
  }
  return (
    <Descriptions
      className={styles.config}
      size="small"
      bordered
      column={{ xs: 1, md: 3 }}
      items={[
        { key: 'endpoint', label: 'Endpoint', children: config.endpoint ?? '-' },
        { key: 'bucket', label: 'Bucket', children: config.bucket ?? '-' },
        { key: 'region', label: 'Region', children: config.region ?? '-' },
      ]}
    />
  );
}
