import { PASSWORD_RULE_MESSAGE } from '@coalsim/contract';
import { App, Button, Form, Input } from 'antd';

import { applyFieldErrors } from '../../../lib/form-errors';
import { passwordRule, requiredRule, sameAsRule } from '../../../lib/form-rules';
import { useUpdatePassword } from '../api/update-password';

interface Values {
  oldPass: string;
  newPass: string;
  confirmPass: string;
}

/** 修改密码: the new one follows the contract's password rule and is typed twice. */
export function PasswordForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdatePassword();

  const onFinish = ({ oldPass, newPass }: Values) => {
    update.mutate(
      { oldPass, newPass },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success('修改成功，其他设备上的登录已失效');
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    );
  };

  return (
    <Form<Values> form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={onFinish}>
      <Form.Item label="旧密码" name="oldPass" rules={[requiredRule('请输入旧密码')]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="newPass"
        extra={PASSWORD_RULE_MESSAGE}
        rules={[requiredRule('请输入新密码'), passwordRule]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="confirmPass"
        dependencies={['newPass']}
        rules={[requiredRule('请再次输入新密码'), sameAsRule('newPass')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        修改密码
      </Button>
    </Form>
  );
}
