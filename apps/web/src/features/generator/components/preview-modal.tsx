import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Spin } from 'antd';

import { isApiError } from '../../../lib/api-error';
import { useDownloadGenZip } from '../api/download-gen-zip';
import { useGenPreview } from '../api/get-gen-preview';
import { CodePreview } from './code-preview';

/**
 * 预览: the files 下载 would give, read fresh on each opening. A table that cannot be generated
 * yet shows why in place (the server's message lists every problem).
 */
export function PreviewModal({
  table,
  onClose,
  note,
}: {
  /** The table previewed; undefined keeps the dialog closed. */
  table: string | undefined;
  onClose: () => void;
  /** Said above the files, e.g. that unsaved changes are not in them. */
  note?: string;
}) {
  const preview = useGenPreview(table);
  const download = useDownloadGenZip();
  return (
    <Modal
      title={`预览生成代码：${table ?? ''}`}
      open={table !== undefined}
      onCancel={onClose}
      width={1180}
      destroyOnHidden
      footer={[
        <Button
          key="download"
          icon={<DownloadOutlined aria-hidden />}
          disabled={!preview.data}
          loading={download.isPending}
          onClick={() => table && download.mutate(table)}
        >
          下载
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      {note && <Alert type="info" showIcon title={note} style={{ marginBottom: 12 }} />}
      {preview.isPending && (
        <Spin description="正在生成…">
          <div style={{ minHeight: 120 }} />
        </Spin>
      )}
      {preview.error && (
        <Alert
          type="warning"
          showIcon
          title="暂时不能生成代码"
          description={isApiError(preview.error) ? preview.error.message : '预览读取失败，请稍后重试'}
        />
      )}
      {preview.data && <CodePreview files={preview.data.files} />}
    </Modal>
  );
}
