import { CloudServerOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';

import { LoadFailed } from '../../../components/feedback/load-failed';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { useDeleteS3Files } from '../api/delete-s3-files';
import { useS3Config } from '../api/get-s3-config';
import { useS3Files } from '../api/get-s3-files';
import { FileList, STORAGE_FILTERS } from './file-list';
import { S3ConfigSummary } from './s3-config-summary';

// `s` keeps this tab's keys apart from the other's in the URL (`spage`, `sblurry`…).
const TABLE_OPTIONS = { filters: STORAGE_FILTERS, prefix: 's' } as const;

/**
 * The S3 tab: the store's configuration, then its files. Files uploaded while it was configured
 * stay listed (and deletable) after it is turned off; only 上传 needs it.
 */
export function S3Files() {
  const config = useS3Config();
  const table = useUrlTableState(TABLE_OPTIONS);
  const result = useS3Files(table.query);
  const remove = useDeleteS3Files();

  return (
    <>
      {config.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : config.isError ? (
        <LoadFailed
          level={2}
          icon={<CloudServerOutlined />}
          title="S3 配置读取失败"
          description="请稍后再试。"
          onRetry={() => void config.refetch()}
        />
      ) : (
        <S3ConfigSummary config={config.data} />
      )}
      <FileList
        label="S3 文件"
        target="s3"
        table={table}
        result={result}
        canUpload={config.data?.configured === true}
        deleting={remove.isPending}
        onDelete={(ids) => remove.mutateAsync(ids)}
      />
    </>
  );
}
