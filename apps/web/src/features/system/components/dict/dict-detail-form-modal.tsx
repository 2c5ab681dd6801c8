import type { Dict, DictDetail } from '@coalsim/contract';
import { Form, Input, InputNumber } from 'antd';

import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { useSaveDialog } from '../../../../hooks/use-save-dialog';
import { requiredRule } from '../../../../lib/form-rules';
import { useCreateDictDetail } from '../../api/dict/create-dict-detail';
import { useUpdateDictDetail } from '../../api/dict/update-dict-detail';

interface DetailFormValues {
  label: string;
  value: string;
  dictSort: number;
}

/** 新增 / 编辑 a choice of `dict`; values are strings, even for booleans ("true"). */
export function DictDetailFormModal({
  open,
  dict,
  detail,
  onClose,
}: {
  open: boolean;
  dict: Dict;
  detail: DictDetail | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<DetailFormValues>();
  const save = useSaveDialog(form, onClose);
  const create = useCreateDictDetail(dict.name);
  const update = useUpdateDictDetail(dict.name);

  const submit = async (values: DetailFormValues) => {
    const body = { ...values, dict: { id: dict.id } };
    await save(Boolean(detail), () =>
      detail ? update.mutateAsync({ id: detail.id, ...body }) : create.mutateAsync(body),
    );
  };

  return (
    <FormDialog
      title={`${detail ? '编辑' : '新增'}字典详情 · ${dict.name}`}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={480}
      onClose={onClose}
    >
      <Form<DetailFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          detail ? { label: detail.label, value: detail.value, dictSort: detail.dictSort } : { dictSort: 999 }
        }
      >
        <Form.Item name="label" label="字典标签" rules={[requiredRule('请输入字典标签')]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="value" label="字典值" rules={[requiredRule('请输入字典值')]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="dictSort" label="排序" rules={[{ required: true, message: '请输入排序' }]}>
          <InputNumber min={0} max={99_999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
