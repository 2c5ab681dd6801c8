import { InboxOutlined } from '@ant-design/icons';
import { storageRenameSchema, UPLOAD_LIMITS } from '@coalsim/contract';
import { Form, Input, Modal, Progress, Upload } from 'antd';
import type { FormRule, UploadFile } from 'antd';
import { useRef, useState } from 'react';

import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { isApiError } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import { schemaRule } from '../../../lib/schema-rules';
import { useUploadS3File } from '../api/upload-s3-file';
import { useUploadStorageFile } from '../api/upload-storage-file';
import styles from './storage.module.css';

const LIMIT = UPLOAD_LIMITS.file;
export const FILE_REQUIRED_MESSAGE = '请选择要上传的文件';
export const FILE_SIZE_MESSAGE = `文件大小不能超过 ${LIMIT.label}`;
/**
 * What the server keeps (it decides by the bytes: a renamed file is still refused); the picker
 * offers these first. Text is any UTF-8 file, so CSV and Markdown count.
 */
const ACCEPT = [
  '.png,.jpg,.jpeg,.gif,.webp,.bmp',
  '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx',
  '.txt,.csv,.md',
  '.zip',
].join(',');

interface UploadValues {
  name?: string;
  file?: UploadFile[];
}

/** One file, no larger than the limit: refused here so that 100 MB never travels to be refused. */
const fileRule: FormRule = {
  validator: async (_rule, list: UploadFile[] | undefined) => {
    const file = list?.[0];
    if (!file) throw new Error(FILE_REQUIRED_MESSAGE);
    if ((file.size ?? 0) > LIMIT.maxBytes) throw new Error(FILE_SIZE_MESSAGE);
  },
};

/**
 * 上传文件: a display name (optional: the file's own name otherwise) and one file, sent as
 * multipart to the chosen store. The limit is shown before choosing and checked on choosing;
 * the server's refusals land on their fields (or in the request layer's notice). 取消 while
 * sending stops the upload.
 */
export function UploadFileModal({
  open,
  target,
  onClose,
}: {
  open: boolean;
  /** `local`: wherever the server keeps files (api/localStorage); `s3`: the S3 store. */
  target: 'local' | 's3';
  onClose: () => void;
}) {
  const [form] = Form.useForm<UploadValues>();
  const feedback = useCrudFeedback();
  const local = useUploadStorageFile();
  const s3 = useUploadS3File();
  const upload = target === 's3' ? s3 : local;
  const [percent, setPercent] = useState<number>();
  const sending = useRef<AbortController | undefined>(undefined);

  const submit = async ({ name, file }: UploadValues) => {
    const chosen = file?.[0]?.originFileObj;
    if (!chosen) return;
    const controller = new AbortController();
    sending.current = controller;
    setPercent(0);
    try {
      await upload.mutateAsync({ name, file: chosen, signal: controller.signal, onProgress: setPercent });
      feedback.success('added');
      onClose();
    } catch (error) {
      // The server names the field it refuses (`file`: its type or size; `name`), so the reason
      // lands under it; a 413 from a proxy in front, without a body of ours, goes there too.
      // Anything else the request layer has already shown.
      if (!applyFieldErrors(form, error) && isApiError(error) && error.status === 413)
        form.setFields([{ name: 'file', errors: [error.message] }]);
    } finally {
      sending.current = undefined;
      setPercent(undefined);
    }
  };

  const cancel = () => {
    sending.current?.abort();
    onClose();
  };

  return (
    <Modal
      title={target === 's3' ? '上传到 S3' : '上传文件'}
      open={open}
      onCancel={cancel}
      onOk={() => form.submit()}
      okText="上传"
      cancelText="取消"
      confirmLoading={upload.isPending}
      width={520}
      destroyOnHidden
    >
      <Form<UploadValues> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="name"
          label="文件名称"
          extra="留空则使用文件本身的名称"
          rules={[schemaRule(storageRenameSchema.shape.name)]}
        >
          <Input maxLength={100} placeholder="如 2024 年安全生产报告" />
        </Form.Item>
        <Form.Item
          name="file"
          label="文件"
          valuePropName="fileList"
          // One file: a new choice replaces the previous one.
          getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
          rules={[fileRule]}
        >
          <Upload.Dragger accept={ACCEPT} maxCount={1} beforeUpload={() => false} disabled={upload.isPending}>
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">点击或将文件拖到这里</p>
            <p className="ant-upload-hint">
              支持图片、PDF、Office 文档、文本和 zip 压缩包，单个文件不超过 {LIMIT.label}
            </p>
          </Upload.Dragger>
        </Form.Item>
      </Form>
      {percent !== undefined && (
        <Progress percent={percent} size="small" aria-label="上传进度" className={styles.progress} />
      )}
    </Modal>
  );
}
