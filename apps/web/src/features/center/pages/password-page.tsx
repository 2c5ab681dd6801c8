import { PASSWORD_RULE_MESSAGE } from '@coalsim/contract';
import { App, Button, Form, Input } from 'antd';

import { applyFieldErrors } from '../../../lib/form-errors';
import { passwordRule, requiredRule, sameAsRule } from '../../../lib/form-rules';
import { useUpdatePassword } from '../api/update-password';
import styles from './center-pages.module.css';

interface PasswordValues {
  oldPass: string;
  newPass: string;
  confirm: string;
}

/** 修改密码: checks the old password; other devices are signed out, this one stays signed in. */
export function PasswordPage() {
  const [form] = Form.useForm<PasswordValues>();
  const { message } = App.useApp();
  const update = useUpdatePassword({
    onSuccess: () => {
      form.resetFields();
      void message.success('密码已修改，其他设备上的登录已退出');
    },
    onError: (error) => applyFieldErrors(form, error),
  });

  return (
    <>
      <p className={styles.note}>{PASSWORD_RULE_MESSAGE}。修改后，您在其他设备上的登录会失效。</p>
      <Form<PasswordValues>
        form={form}
        name="password"
        layout="vertical"
        onFinish={({ oldPass, newPass }) => update.mutate({ oldPass, newPass })}
        className={styles.form}
      >
        <Form.Item label="旧密码" name="oldPass" rules={[requiredRule('请输入旧密码')]}>
          <Input.Password autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Form.Item label="新密码" name="newPass" rules={[requiredRule('请输入新密码'), passwordRule]}>
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirm"
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
