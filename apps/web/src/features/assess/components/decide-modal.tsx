import type { Assess } from '@coalsim/contract';
import { App, Form, Input, Modal, Radio, Typography } from 'antd';

import { useDecideAssess } from '../api/decide-assess';

interface DecideValues {
  passed?: boolean;
  comment?: string;
}

export const REJECT_COMMENT_REQUIRED = '不通过时请填写意见，供申请方修改';

/**
 * 作出决定: 通过 publishes the software, 不通过 returns it to the vendor with the 意见, which is
 * then required. Both lock the experts' scores; a 409 (decided meanwhile) is the server's notice.
 */
export function DecideModal({
  open,
  assess,
  onClose,
}: {
  open: boolean;
  assess: Assess;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<DecideValues>();
  const decide = useDecideAssess();

  const submit = async (values: DecideValues) => {
    try {
      await decide.mutateAsync({
        id: assess.id,
        passed: values.passed!,
        comment: (values.comment ?? '').trim(),
      });
      void message.success(values.passed ? '已通过，软件已发布到软件中心' : '已不通过，申请已退回申请方');
      onClose();
    } catch {
      // The request layer has shown the server's message; the dialog stays for another try.
    }
  };

  return (
    <Modal
      title="作出决定"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确定"
      cancelText="取消"
      confirmLoading={decide.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {assess.total === null
          ? '还没有专家评分。'
          : `当前总分 ${assess.total.toFixed(1)}，及格分 ${assess.passScore}（${assess.scoredCount}/${assess.expertCount} 位专家已评分）。`}
        决定后评分将锁定，不能再修改。
      </Typography.Paragraph>
      <Form<DecideValues> form={form} name="decide" layout="vertical" onFinish={submit}>
        <Form.Item name="passed" label="考核结论" rules={[{ required: true, message: '请选择通过或不通过' }]}>
          <Radio.Group
            options={[
              { value: true, label: '通过' },
              { value: false, label: '不通过' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="comment"
          label="意见"
          dependencies={['passed']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (getFieldValue('passed') === false && !value?.trim())
                  throw new Error(REJECT_COMMENT_REQUIRED);
              },
            }),
            { max: 500, message: '意见不能超过500个字符' },
          ]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount placeholder="不通过时必填：写明需要修改的地方" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
