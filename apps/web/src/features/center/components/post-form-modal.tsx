import type { Post } from '@coalsim/contract';
import { Form, Input, InputNumber, Radio } from 'antd';

import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { requiredRule } from '../../../lib/form-rules';
import { useCreatePost } from '../api/create-post';
import { useUpdatePost } from '../api/update-post';
import { ENABLED_OPTIONS } from './dept-form-modal';

interface PostFormValues {
  name: string;
  sort: number;
  enabled: boolean;
}

/** 新增岗位 / 编辑岗位: name, sort and state; an edit saves against the version it was opened with. */
export function PostFormModal({
  open,
  post,
  onClose,
}: {
  open: boolean;
  post: Post | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<PostFormValues>();
  const save = useSaveDialog(form, onClose);
  const create = useCreatePost();
  const update = useUpdatePost();

  const submit = async (values: PostFormValues) => {
    const body = { name: values.name.trim(), sort: values.sort, enabled: values.enabled };
    await save(Boolean(post), () =>
      post
        ? update.mutateAsync({ ...body, id: post.id, updateTime: post.updateTime })
        : create.mutateAsync(body),
    );
  };

  return (
    <FormDialog
      title={post ? '编辑岗位' : '新增岗位'}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={480}
      onClose={onClose}
    >
      <Form<PostFormValues>
        form={form}
        name="post"
        layout="vertical"
        onFinish={submit}
        initialValues={
          post ? { name: post.name, sort: post.sort, enabled: post.enabled } : { sort: 999, enabled: true }
        }
      >
        <Form.Item
          name="name"
          label="岗位名称"
          rules={[requiredRule('请输入岗位名称'), { max: 50, message: '岗位名称不能超过50个字符' }]}
        >
          <Input maxLength={50} placeholder="如 采煤机司机" />
        </Form.Item>
        <Form.Item name="sort" label="排序" rules={[{ required: true, message: '请输入排序' }]}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="enabled" label="状态">
          <Radio.Group options={ENABLED_OPTIONS} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
