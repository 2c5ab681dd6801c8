import { DICT_NAME_MESSAGE } from '@coalsim/contract';
import type { Dict } from '@coalsim/contract';
import { Form, Input, Modal } from 'antd';

import { useCrudFeedback } from '../../../../hooks/use-crud-feedback';
import { applyFieldErrors } from '../../../../lib/form-errors';
import { requiredRule } from '../../../../lib/form-rules';
import { useCreateDict } from '../../api/dict/create-dict';
import { useUpdateDict } from '../../api/dict/update-dict';

interface DictFormValues {
  name: string;
  description?: string;
}

/** 新增字典 / 编辑字典: the name is the key pages ask for, so it is code-like. */
export function DictFormModal({
  open,
  dict,
  onClose,
  onSaved,
}: {
  open: boolean;
  dict: Dict | undefined;
  onClose: () => void;
  /** After a save: the dictionary before (undefined when new) and after. */
  onSaved?: (before: Dict | undefined, after: Dict) => void;
}) {
  const [form] = Form.useForm<DictFormValues>();
  const feedback = useCrudFeedback();
  const create = useCreateDict();
  const update = useUpdateDict();

  const submit = async (values: DictFormValues) => {
    const body = { name: values.name, description: values.description || null };
    try {
      if (dict) {
        onSaved?.(dict, await update.mutateAsync({ id: dict.id, ...body }));
        feedback.success('edited');
      } else {
        onSaved?.(undefined, await create.mutateAsync(body));
        feedback.success('added');
      }
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Modal
      title={dict ? '编辑字典' : '新增字典'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确定"
      cancelText="取消"
      confirmLoading={create.isPending || update.isPending}
      width={520}
      destroyOnHidden
    >
      <Form<DictFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={dict ? { name: dict.name, description: dict.description ?? undefined } : {}}
      >
        <Form.Item
          name="name"
          label="字典名称"
          rules={[
            requiredRule('请输入字典名称'),
            { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: DICT_NAME_MESSAGE },
          ]}
        >
          <Input maxLength={100} placeholder="如 user_status" />
        </Form.Item>
        <Form.Item name="description" label="描述">
          <Input maxLength={255} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
