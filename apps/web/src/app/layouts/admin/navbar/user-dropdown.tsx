import { CaretDownOutlined, LayoutOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';

import { FrameText } from '../../../../components/frame/frame-text';
import { avatarUrl } from '../../../../features/account/utils/avatar-url';
import { logoutWithConfirm } from '../../../../features/auth/utils/logout-with-confirm';
import { displayName } from '../../../../lib/session-frame';
import { useUserStore } from '../../../../stores/user-store';
import { USER_CENTER_PATH } from '../../../admin/constant-admin-routes';
import styles from './navbar.module.css';

const items: MenuProps['items'] = [
  { key: 'settings', icon: <LayoutOutlined aria-hidden />, label: '布局设置' },
  { key: 'center', icon: <UserOutlined aria-hidden />, label: '个人中心' },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: '退出登录' },
];

/** Avatar and name; the menu holds 布局设置, 个人中心 and 退出登录 (spec §2). */
export function UserDropdown({ onOpenSettings }: { onOpenSettings: () => void }) {
  const navigate = useNavigate();
  const user = useUserStore((s) => s.user);
  const name = displayName(user);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'settings') onOpenSettings();
    else if (key === 'center') void navigate(USER_CENTER_PATH);
    else if (key === 'logout') logoutWithConfirm();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className={styles.user} aria-label={`用户菜单：${name}`}>
        <Avatar size={30} src={avatarUrl(user?.avatarName)} icon={<UserOutlined />} alt="" />
        <span className={styles.userName}>
          <FrameText slot="name">{name}</FrameText>
        </span>
        <CaretDownOutlined aria-hidden className={styles.caret} />
      </button>
    </Dropdown>
  );
}
