import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { MenuIcon } from '../../../../components/menu-icon/menu-icon';
import type { AdminMenuItem } from '../../../admin/admin-route';
import { menuAncestors } from '../../../admin/build-admin-routes';

type Items = NonNullable<MenuProps['items']>;

// The dark sidebar in the product's navy; the selected item's fill is set from the theme colour
// by the sidebar (lib/contrast.ts selectedFill).
export const SIDEBAR_MENU_THEME = {
  darkItemBg: '#0f2240',
  darkSubMenuItemBg: '#0a1931',
  darkPopupBg: '#0f2240',
  darkItemColor: 'rgba(255, 255, 255, 0.72)',
  darkItemHoverColor: '#ffffff',
  darkItemHoverBg: 'rgba(255, 255, 255, 0.06)',
};

function toItems(menu: readonly AdminMenuItem[]): Items {
  return menu.map((item) => {
    const icon = <MenuIcon name={item.icon} />;
    if (item.children) return { key: item.key, icon, label: item.title, children: toItems(item.children) };
    // Real links, so that middle-click and "open in new tab" work like anywhere else.
    const label = item.external ? (
      <a href={item.key} target="_blank" rel="noopener noreferrer">
        {item.title}
      </a>
    ) : (
      <Link to={item.key}>{item.title}</Link>
    );
    return { key: item.key, icon, label };
  });
}

interface SidebarMenuProps {
  menu: readonly AdminMenuItem[];
  /** The entry of the current page (its activeMenu, or its path). */
  selectedKey: string | undefined;
  collapsed: boolean;
}

/** The sidebar navigation: one submenu open at a time, following the current page. */
export function SidebarMenu({ menu, selectedKey, collapsed }: SidebarMenuProps) {
  const navigate = useNavigate();
  const items = useMemo(() => toItems(menu), [menu]);
  const routeOpenKeys = useMemo(
    () => (selectedKey ? menuAncestors(menu, selectedKey) : []),
    [menu, selectedKey],
  );
  // The user's choice of open submenus, until the page changes: then the page's own chain opens.
  const [choice, setChoice] = useState<{ for: string | undefined; keys: string[] }>();
  const openKeys = choice && choice.for === selectedKey ? choice.keys : routeOpenKeys;

  const onOpenChange: MenuProps['onOpenChange'] = (keys) => {
    const opened = keys.find((k) => !openKeys.includes(k));
    // Opening a submenu closes every other branch: keep only the new one and its ancestors.
    setChoice({ for: selectedKey, keys: opened ? [...menuAncestors(menu, opened), opened] : keys });
  };

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    // A click on the link itself is handled by the link; this covers the rest of the row and Enter.
    if (domEvent.target instanceof Element && domEvent.target.closest('a')) return;
    if (/^(https?:|mailto:|tel:)/.test(key)) window.open(key, '_blank', 'noopener,noreferrer');
    else void navigate(key);
  };

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={selectedKey ? [selectedKey] : []}
      inlineCollapsed={collapsed}
      // While collapsed antd shows submenus as pop-ups and manages them itself.
      {...(collapsed ? {} : { openKeys, onOpenChange })}
      onClick={onClick}
    />
  );
}
