import { ConfigProvider, Drawer } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { BrandMark } from '../../../../components/brand/brand-mark';
import { settings } from '../../../../config/settings';
import { selectedFill } from '../../../../lib/contrast';
import { useAppStore } from '../../../../stores/app-store';
import { useSettingsStore } from '../../../../stores/settings-store';
import type { AdminMenuItem } from '../../../admin/admin-route';
import { ADMIN_HOME_PATH } from '../../../admin/constant-admin-routes';
import { SIDEBAR_MENU_THEME, SidebarMenu } from './sidebar-menu';
import styles from './sidebar.module.css';

export const SIDEBAR_ID = 'admin-sidebar';
/** Spec §9. */
export const SIDEBAR_WIDTH = 205;

interface SidebarProps {
  menu: readonly AdminMenuItem[];
  selectedKey: string | undefined;
}

function SidebarContent({ menu, selectedKey, collapsed }: SidebarProps & { collapsed: boolean }) {
  const showLogo = useSettingsStore((s) => s.sidebarLogo);
  const themeColour = useSettingsStore((s) => s.theme);
  // The selected item's fill follows the theme colour, adjusted so that it stands out from the
  // navy and keeps its white text readable whatever colour is picked.
  const menuTheme = useMemo(
    () => ({
      components: {
        Menu: {
          ...SIDEBAR_MENU_THEME,
          darkItemSelectedBg: selectedFill(themeColour, SIDEBAR_MENU_THEME.darkItemBg),
          darkItemSelectedColor: '#ffffff',
        },
      },
    }),
    [themeColour],
  );
  return (
    <nav id={SIDEBAR_ID} className={styles.content} aria-label="侧边菜单">
      {showLogo && (
        <Link to={ADMIN_HOME_PATH} className={styles.logo} aria-label={`${settings.productName} 首页`}>
          <BrandMark size={28} />
          {!collapsed && <span className={styles.logoText}>{settings.productName}</span>}
        </Link>
      )}
      <div className={styles.scroll}>
        <ConfigProvider theme={menuTheme}>
          <SidebarMenu menu={menu} selectedKey={selectedKey} collapsed={collapsed} />
        </ConfigProvider>
      </div>
    </nav>
  );
}

/**
 * Desktop: a fixed column, 205 px open or icons only. Mobile (under 992 px): a drawer over the
 * page, which a click outside closes.
 */
export function Sidebar(props: SidebarProps) {
  const device = useAppStore((s) => s.device);
  const { opened, withoutAnimation } = useAppStore((s) => s.sidebar);
  const closeSideBar = useAppStore((s) => s.closeSideBar);

  if (device === 'mobile') {
    return (
      <Drawer
        placement="left"
        open={opened}
        onClose={() => closeSideBar()}
        size={SIDEBAR_WIDTH}
        closable={false}
        title={null}
        aria-label="侧边菜单"
        className={styles.drawer}
        styles={{ body: { padding: 0 } }}
      >
        <SidebarContent {...props} collapsed={false} />
      </Drawer>
    );
  }
  const className = [styles.sidebar, opened ? '' : styles.collapsed, withoutAnimation ? styles.instant : '']
    .filter(Boolean)
    .join(' ');
  return (
    <aside className={className}>
      <SidebarContent {...props} collapsed={!opened} />
    </aside>
  );
}
