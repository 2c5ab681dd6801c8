import { CloseOutlined } from '@ant-design/icons';
import { Button, Popover, Space, Tooltip } from 'antd';
import { useState } from 'react';

import { MenuIcon, PICKABLE_ICON_NAMES } from '../../../../components/menu-icon/menu-icon';
import styles from './menus.module.css';

interface IconPickerProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/** 菜单图标: a grid of the icons the sidebar knows, by name; a form control (value/onChange). */
export function IconPicker({ id, value, onChange }: IconPickerProps) {
  const [open, setOpen] = useState(false);
  const pick = (name: string | null) => {
    onChange?.(name);
    setOpen(false);
  };

  const grid = (
    <div className={styles.iconGrid} role="listbox" aria-label="图标">
      {PICKABLE_ICON_NAMES.map((name) => (
        <Tooltip key={name} title={name} mouseEnterDelay={0.4}>
          <button
            type="button"
            role="option"
            aria-selected={value === name}
            aria-label={name}
            className={value === name ? `${styles.iconCell} ${styles.iconCellActive}` : styles.iconCell}
            onClick={() => pick(name)}
          >
            <MenuIcon name={name} />
          </button>
        </Tooltip>
      ))}
    </div>
  );

  return (
    <Space.Compact className={styles.iconPicker}>
      <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
        <Button id={id} className={styles.iconTrigger} aria-label={value ? `图标 ${value}` : '选择图标'}>
          {value ? (
            <>
              <MenuIcon name={value} />
              <span className={styles.iconName}>{value}</span>
            </>
          ) : (
            <span className={styles.iconPlaceholder}>点击选择图标</span>
          )}
        </Button>
      </Popover>
      {value && (
        <Button aria-label="清除图标" icon={<CloseOutlined aria-hidden />} onClick={() => pick(null)} />
      )}
    </Space.Compact>
  );
}
