import { App, Button, Checkbox, Form, Input } from 'antd';

import { paths } from '../../../config/paths';
import { removeToken } from '../../../lib/auth-token';
import { applyFieldErrors } from '../../../lib/form-errors';
import { requiredRule } from '../../../lib/required-rule';
import { useCancelAccount } from '../api/cancel-account';
import styles from '../components/account.module.css';

interface CancelValues {
  password: string;
  understood: boolean;
}

/**
 * 注销账号 (POST auth/logoutAccount): the password confirms it is the owner, a last question
 * confirms the intent; then the session ends here and the visitor lands on the portal home.
 */
export function CenterLogoutPage() {
  const [form] = Form.useForm<CancelValues>();
  const { modal } = App.useApp();
  const cancel = useCancelAccount({
    onSuccess: () => {
      // The server has revoked the token. Like logout (spec §4), start afresh: drop the token cookie
      // and point the URL at /index without touching React state or the router (either would
      // re-render this protected page signed out, and the guard would send it to login), then
      // reload, so no signed-in state survives in memory.
      removeToken();
      window.history.replaceState(null, '', `#${paths.home}`);
      window.location.reload();
    },
    onError: (error) => applyFieldErrors(form, error),
  });

  const onFinish = ({ password }: CancelValues) => {
    void modal.confirm({
      title: '确定注销账号吗？',
      content: '注销后账号将无法再登录，个人资料会被清除，此操作不可恢复。',
      okText: '确定注销',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => cancel.mutateAsync({ password }).catch(() => undefined),
    });
  };

  return (
    <>
      <section className={styles.warning} aria-labelledby="cancel-warning">
        <h2 id="cancel-warning">注销前请确认</h2>
        <ul>
          <li>注销后无法再使用该账号登录，用户名将被释放。</li>
          <li>昵称、手机号码、电子邮箱和头像等个人资料会被清除。</li>
          <li>您在企业中产生的培训记录等数据仍由所在企业保留。</li>
        </ul>
      </section>
      <Form<CancelValues>
        form={form}
        name="cancel-account"
        layout="vertical"
        onFinish={onFinish}
        className={styles.form}
      >
        <Form.Item label="登录密码" name="password" rules={[requiredRule('请输入密码以确认身份')]}>
          <Input.Password autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="understood"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                if (value !== true) throw new Error('请确认已了解注销的后果');
              },
            },
          ]}
        >
          <Checkbox>我已了解注销的后果，并确认注销</Checkbox>
        </Form.Item>
        <Button type="primary" danger htmlType="submit" loading={cancel.isPending}>
          注销账号
        </Button>
      </Form>
    </>
  );
}
