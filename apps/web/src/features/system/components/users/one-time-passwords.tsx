import { Alert, Button, Modal, Table, Typography } from 'antd';

export interface OneTimePassword {
  username: string;
  password: string;
}

/**
 * Generated passwords, shown once: the server keeps only their hashes, so after this dialog
 * nobody can read them again. Each has a copy button; closing needs an explicit 我已保存.
 */
export function OneTimePasswords({
  entries,
  onClose,
}: {
  /** Nothing to show: the dialog is closed. */
  entries: OneTimePassword[];
  onClose: () => void;
}) {
  const all = entries.map((e) => `${e.username}\t${e.password}`).join('\n');
  return (
    <Modal
      title={entries.length > 1 ? '新密码' : '初始密码'}
      open={entries.length > 0}
      onCancel={onClose}
      mask={{ closable: false }}
      // Nothing of a password stays in the page once the dialog is closed.
      destroyOnHidden
      width={520}
      footer={[
        entries.length > 1 && (
          <Typography.Text key="all" copyable={{ text: all, tooltips: ['复制全部', '已复制'] }}>
            复制全部
          </Typography.Text>
        ),
        <Button key="ok" type="primary" onClick={onClose}>
          我已保存
        </Button>,
      ]}
    >
      <Alert
        type="warning"
        showIcon
        title="密码只显示这一次，请立即复制并通过安全渠道交给用户；用户登录后可在个人中心修改。"
        style={{ marginBottom: 16 }}
      />
      <Table<OneTimePassword>
        rowKey="username"
        size="small"
        pagination={false}
        dataSource={entries}
        columns={[
          { title: '用户名', dataIndex: 'username' },
          {
            title: '密码',
            dataIndex: 'password',
            render: (password: string, row) => (
              <Typography.Text
                code
                copyable={{ text: password, tooltips: ['复制', '已复制'] }}
                aria-label={`${row.username} 的密码`}
              >
                {password}
              </Typography.Text>
            ),
          },
        ]}
      />
    </Modal>
  );
}
