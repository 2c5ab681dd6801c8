import { storageRenameSchema } from '@coalsim/contract';
import type { StorageFile } from '@coalsim/contract';
import { Form, Input, Modal } from 'antd';

import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { requiredRule } from '../../../lib/form-rules';
import { schemaRule } from '../../../lib/schema-rules';
import { useRenameStorageFile } from '../api/rename-storage-file';

interface RenameValues {
  name: string;
}

const nameSchema = storageRenameSchema.shape.name;

/** 编辑文件: the display name only; the bytes, the URL and the uploaded name stay. */
export function RenameFileModal({
  open,
  file,
  onClose,
}: {
  open: boolean;
  /** The file being renamed (kept while the dialog closes). */
  file: StorageFile | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RenameValues>();
  const feedback = useCrudFeedback();
  const rename = useRenameStorageFile();

  const submit = async ({ name }: RenameValues) => {
    if (!file) return;
    try {
      await rename.mutateAsync({ id: file.id, name: name.trim() });
      feedback.success('edited');
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Modal
      title="编辑文件"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确定"
      cancelText="取消"
      confirmLoading={rename.isPending}
      width={480}
      destroyOnHidden
    >
      <Form<RenameValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ name: file?.name ?? '' }}
      >
        <Form.Item
          name="name"
          label="文件名称"
          extra={file ? `原文件名：${file.realName}` : undefined}
          rules={[requiredRule('请输入文件名称'), schemaRule(nameSchema)]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
