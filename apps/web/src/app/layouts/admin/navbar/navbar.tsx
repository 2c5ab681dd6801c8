import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';

import { useAppStore } from '../../../../stores/app-store';
import type { AdminRoute } from '../../../admin/admin-route';
import { SIDEBAR_ID } from '../sidebar/sidebar';
import { BreadcrumbNav } from './breadcrumb-nav';
import { HeaderSearch } from './header-search';
import type { SearchEntry } from './header-search';
import styles from './navbar.module.css';
import { ScreenfullButton } from './screenfull-button';
import { SizeSelect } from './size-select';
import { UserDropdown } from './user-dropdown';

interface NavbarProps {
  route: AdminRoute | undefined;
  searchEntries: readonly SearchEntry[];
  onOpenSettings: () => void;
}

/** Collapse toggle and breadcrumb on the left; search, full screen, size and the user on the right. */
export function Navbar({ route, searchEntries, onOpenSettings }: NavbarProps) {
  const opened = useAppStore((s) => s.sidebar.opened);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const toggleSideBar = useAppStore((s) => s.toggleSideBar);

  return (
    <div className={styles.navbar}>
      <Button
        type="text"
        className={styles.hamburger}
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={opened ? '收起侧边栏' : '展开侧边栏'}
        aria-expanded={opened}
        aria-controls={SIDEBAR_ID}
        onClick={toggleSideBar}
      />
      {mobile ? (
        <span className={styles.mobileTitle}>{route?.meta.title}</span>
      ) : (
        <BreadcrumbNav route={route} />
      )}
      <div className={styles.right}>
        <HeaderSearch entries={searchEntries} />
        {!mobile && <ScreenfullButton />}
        {!mobile && <SizeSelect />}
        <UserDropdown onOpenSettings={onOpenSettings} />
      </div>
    </div>
  );
}
