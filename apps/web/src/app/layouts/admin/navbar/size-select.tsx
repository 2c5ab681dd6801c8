import { FontSizeOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Tooltip } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';

import { LAYOUT_SIZES, useAppStore } from '../../../../stores/app-store';
import type { LayoutSize } from '../../../../stores/app-store';
import styles from './navbar.module.css';

export const SIZE_CHANGED = '布局设置成功';

const items: MenuProps['items'] = (Object.keys(LAYOUT_SIZES) as LayoutSize[]).map((key) => ({
  key,
  label: LAYOUT_SIZES[key].label,
}));

/** 默认 / 中 / 小 / 迷你: applied at once through the antd theme, remembered in a cookie. */
export function SizeSelect() {
  const { message } = App.useApp();
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);
  const [menuOpen, setMenuOpen] = useState(false);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === size) return;
    setSize(key as LayoutSize);
    void message.success(SIZE_CHANGED);
  };

  return (
    <Dropdown
      menu={{ items, selectable: true, selectedKeys: [size], onClick }}
      trigger={['click']}
      onOpenChange={setMenuOpen}
    >
      {/* The tip would sit on top of the open menu: hidden while the menu is. */}
      <Tooltip title="布局大小" {...(menuOpen ? { open: false } : {})}>
        <Button type="text" className={styles.action} icon={<FontSizeOutlined />} aria-label="布局大小" />
      </Tooltip>
    </Dropdown>
  );
}
