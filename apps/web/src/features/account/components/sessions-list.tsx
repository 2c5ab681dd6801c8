import { DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import type { OnlineSession } from '@coalsim/contract';
import { App, Button, Empty, Popconfirm, Skeleton, Tag } from 'antd';

import { formatDateTime } from '../../../lib/format-date-time';
import { useMySessions } from '../api/get-my-sessions';
import { useRevokeMySession } from '../api/revoke-my-session';
import styles from './account.module.css';

const isMobile = (browser: string | null) => Boolean(browser && /Android|iOS/.test(browser));

function SessionRow({
  session,
  onRevoke,
}: {
  session: OnlineSession;
  onRevoke: (id: string) => Promise<unknown>;
}) {
  const Icon = isMobile(session.browser) ? MobileOutlined : DesktopOutlined;
  return (
    <li className={styles.session}>
      <Icon className={styles.sessionIcon} aria-hidden="true" />
      <div className={styles.sessionBody}>
        <div className={styles.sessionTitle}>
          {session.browser ?? '未知设备'}
          {session.current && <Tag color="green">当前设备</Tag>}
        </div>
        <div className={styles.sessionMeta}>
          IP {session.ip ?? '-'} · 登录于 {formatDateTime(session.loginTime)} · 最近活动{' '}
          {formatDateTime(session.lastSeen)}
        </div>
      </div>
      {!session.current && (
        <Popconfirm
          title="确定让该设备下线吗？"
          okText="确定"
          cancelText="取消"
          onConfirm={() => onRevoke(session.id)}
        >
          <Button danger size="small" aria-label={`下线 ${session.browser ?? '未知设备'}`}>
            下线
          </Button>
        </Popconfirm>
      )}
    </li>
  );
}

/** 登录设备: where this account is signed in; any device but this one can be signed out. */
export function SessionsList() {
  const { message } = App.useApp();
  const { data, isPending } = useMySessions();
  const revoke = useRevokeMySession();

  const onRevoke = async (id: string) => {
    await revoke.mutateAsync(id);
    void message.success('操作成功');
  };

  if (isPending) return <Skeleton active />;
  if (!data || data.length === 0) return <Empty description="暂无登录设备" />;
  return (
    <ul className={styles.sessions} aria-label="登录设备">
      {data.map((s) => (
        <SessionRow key={s.id} session={s} onRevoke={onRevoke} />
      ))}
    </ul>
  );
}
