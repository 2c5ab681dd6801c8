import { PASSWORD_RULE_MESSAGE } from '@coalsim/contract';
import { App, Button, Form, Input } from 'antd';

import { applyFieldErrors } from '../../../lib/form-errors';
import { requiredRule, sameAsRule } from '../../../lib/form-rules';
import { passwordRule } from '../../../lib/schema-rules';
import { useUpdatePassword } from '../api/update-password';
import styles from './account.module.css';

interface Values {
  oldPass: string;
  newPass: string;
  confirmPass: string;
}

/**
 * 修改密码, in the back office's 个人中心 and the portal's centre: the old password is checked by the
 * server, the new one follows the contract's rule and is typed twice. Other devices are signed
 * out; this one stays signed in.
 */
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
          void message.success('密码已修改，其他设备上的登录已退出');
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    );
  };

  return (
    <>
      <p className={styles.note}>修改后，您在其他设备上的登录会失效。</p>
      <Form<Values> form={form} name="password" layout="vertical" className={styles.form} onFinish={onFinish}>
        <Form.Item label="旧密码" name="oldPass" rules={[requiredRule('请输入旧密码')]}>
          <Input.Password autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          label="新密码"
          name="newPass"
          extra={PASSWORD_RULE_MESSAGE}
          rules={[requiredRule('请输入新密码'), passwordRule]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirmPass"
          dependencies={['newPass']}
          rules={[requiredRule('请再次输入新密码'), sameAsRule('newPass')]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          修改密码
        </Button>
      </Form>
    </>
  );
}
