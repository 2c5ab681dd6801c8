import type { ExamBank } from '@coalsim/contract';
import { Form, Input, Select } from 'antd';

import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useDict } from '../../../hooks/use-dict';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { requiredRule } from '../../../lib/form-rules';
import { useCreateExamBank } from '../api/create-exam-bank';
import type { ExamFace } from '../api/exam-face';
import { useUpdateExamBank } from '../api/update-exam-bank';

export const EXAM_CATEGORY_DICT = 'exam_category';

interface BankFormValues {
  name: string;
  category: string;
  description?: string;
}

/** 新增题库 / 编辑题库: name, the category of person it is for, and a description. */
export function BankFormModal({
  face,
  open,
  bank,
  onClose,
}: {
  face: ExamFace;
  open: boolean;
  bank: ExamBank | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<BankFormValues>();
  const save = useSaveDialog(form, onClose);
  const create = useCreateExamBank(face);
  const update = useUpdateExamBank(face);
  const categories = useDict(EXAM_CATEGORY_DICT);

  const submit = async (values: BankFormValues) => {
    const body = {
      name: values.name.trim(),
      category: values.category,
      description: values.description?.trim() ?? '',
    };
    await save(Boolean(bank), () =>
      bank
        ? update.mutateAsync({ ...body, id: bank.id, updateTime: bank.updateTime })
        : create.mutateAsync(body),
    );
  };

  return (
    <FormDialog
      title={bank ? '编辑题库' : '新增题库'}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={520}
      onClose={onClose}
    >
      <Form<BankFormValues>
        form={form}
        name="exam-bank"
        layout="vertical"
        onFinish={submit}
        initialValues={
          bank ? { name: bank.name, category: bank.category, description: bank.description } : {}
        }
      >
        <Form.Item
          name="name"
          label="题库名称"
          rules={[requiredRule('请输入题库名称'), { max: 60, message: '题库名称不能超过60个字符' }]}
        >
          <Input maxLength={60} placeholder="如 瓦斯检查工复训题库" />
        </Form.Item>
        <Form.Item name="category" label="人员类别" rules={[{ required: true, message: '请选择人员类别' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="题库面向的人员类别"
            loading={categories.isLoading}
            options={categories.list.map((d) => ({ value: d.value, label: d.label }))}
          />
        </Form.Item>
        <Form.Item name="description" label="说明" rules={[{ max: 500, message: '说明不能超过500个字符' }]}>
          <Input.TextArea maxLength={500} showCount rows={3} placeholder="题库覆盖的内容、适用的培训" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
