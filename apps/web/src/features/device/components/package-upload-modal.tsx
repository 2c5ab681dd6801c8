import { InboxOutlined } from '@ant-design/icons';
import { DEPLOY_MAX_BYTES, type DeployPackage } from '@coalsim/contract';
import { App, Form, Input, Modal, Progress, Upload } from 'antd';
import { useState } from 'react';

import { PublishedSoftSelect } from '../../../components/search-select/search-select';
import { requiredRule } from '../../../lib/form-rules';
import { useUploadDeployPackage } from '../api/upload-deploy-package';

interface UploadValues {
  softId: number;
  version: string;
  description?: string;
}

const VERSION = /^[0-9A-Za-z][0-9A-Za-z._+-]*$/;

/** Said once the package is kept: the dialog closes, and the new row may be on another page. */
export const uploadedText = (p: DeployPackage) =>
  `已上传 ${p.soft.name} ${p.version} 的部署包，获得授权的企业可在“设备控制”中更新到设备`;

/** 上传部署包: a published software, its version and the zip (≤ 500 MB), with the upload's progress. */
export function PackageUploadModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<UploadValues>();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [percent, setPercent] = useState(0);
  const upload = useUploadDeployPackage();
  const { message } = App.useApp();

  const submit = async (values: UploadValues) => {
    if (!file) return setFileError('请选择要上传的部署包（zip）');
    setPercent(0);
    await upload
      .mutateAsync({
        softId: values.softId,
        version: values.version.trim(),
        description: (values.description ?? '').trim(),
        file,
        onProgress: setPercent,
      })
      .then((saved) => {
        void message.success(uploadedText(saved));
        onClose();
      })
      // Refused: the request layer has said why, and the dialog stays open to fix it.
      .catch(() => undefined);
  };

  return (
    <Modal
      title="上传部署包"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="上传"
      cancelText="取消"
      confirmLoading={upload.isPending}
      destroyOnHidden
    >
      <Form<UploadValues> form={form} name="deploy-upload" layout="vertical" onFinish={submit}>
        {/* Not requiredRule: its blank check reads the value as text, and an id is a number. */}
        <Form.Item name="softId" label="软件" rules={[{ required: true, message: '请选择已上架的软件' }]}>
          <PublishedSoftSelect aria-label="软件" placeholder="输入名称查找已上架的软件" />
        </Form.Item>
        <Form.Item
          name="version"
          label="版本号"
          rules={[
            requiredRule('请输入版本号'),
            { max: 50, message: '版本号不能超过50个字符' },
            { pattern: VERSION, message: '版本号只能包含字母、数字、点、加号、下划线和短横线，如 2.1.0' },
          ]}
        >
          <Input maxLength={50} placeholder="如 2.1.0" />
        </Form.Item>
        <Form.Item name="description" label="说明" rules={[{ max: 200, message: '说明不能超过200个字符' }]}>
          <Input.TextArea maxLength={200} rows={2} placeholder="本版本的变化（可不填）" />
        </Form.Item>
        <Form.Item label="部署包" required validateStatus={fileError ? 'error' : undefined} help={fileError}>
          <Upload.Dragger
            accept=".zip,application/zip"
            maxCount={1}
            // Kept here and sent with the form (false), never uploaded on its own; one too large is
            // not listed at all (LIST_IGNORE), so the box never shows a file that will not go.
            beforeUpload={(f) => {
              const tooLarge = f.size > DEPLOY_MAX_BYTES;
              setFileError(tooLarge ? '部署包不能超过 500 MB' : undefined);
              setFile(tooLarge ? undefined : f);
              return tooLarge ? Upload.LIST_IGNORE : false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <p>
              <InboxOutlined aria-hidden />
            </p>
            <p>点击或拖入 zip 压缩包（不超过 500 MB）</p>
          </Upload.Dragger>
        </Form.Item>
        {upload.isPending && <Progress percent={percent} aria-label="上传进度" />}
      </Form>
    </Modal>
  );
}
