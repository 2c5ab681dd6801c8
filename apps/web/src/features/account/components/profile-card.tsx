import { MailOutlined, PhoneOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@coalsim/contract';
import { Avatar, Card, Tag } from 'antd';
import type { ReactNode } from 'react';

import { accountTypeLabel } from '../utils/account-type';
import { avatarUrl } from '../utils/avatar-url';
import styles from './account.module.css';

function Line({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <li className={styles.line}>
      <span className={styles.lineLabel}>
        {icon}
        {label}
      </span>
      <span className={styles.lineValue}>{value}</span>
    </li>
  );
}

/** Who is signed in: avatar, names, account type, enterprise and contacts. */
export function ProfileCard({ user }: { user: CurrentUser }) {
  return (
    <Card variant="borderless" title="个人信息">
      <div className={styles.identity}>
        <Avatar
          size={88}
          src={avatarUrl(user.avatarName)}
          icon={<UserOutlined />}
          alt={`${user.nickName}的头像`}
        />
        <div className={styles.nickName}>{user.nickName}</div>
        <Tag color="blue">{accountTypeLabel(user.role)}</Tag>
      </div>
      <ul className={styles.lines}>
        <Line icon={<UserOutlined aria-hidden />} label="用户名" value={user.username} />
        <Line icon={<ShopOutlined aria-hidden />} label="所属企业" value={user.enterprise?.name ?? '—'} />
        <Line icon={<MailOutlined aria-hidden />} label="邮箱" value={user.email || '—'} />
        <Line icon={<PhoneOutlined aria-hidden />} label="手机号" value={user.phone || '—'} />
      </ul>
    </Card>
  );
}
