import { CheckOutlined } from '@ant-design/icons';
import { Drawer, Switch } from 'antd';
import { useId } from 'react';

import { THEME_PRESETS, useSettingsStore } from '../../../../stores/settings-store';
import type { SettingKey } from '../../../../stores/settings-store';
import styles from './settings.module.css';

type Toggle = Extract<SettingKey, 'tagsView' | 'fixedHeader' | 'sidebarLogo'>;

const TOGGLES: { key: Toggle; label: string }[] = [
  { key: 'tagsView', label: '显示标签' },
  { key: 'fixedHeader', label: '固定头部' },
  { key: 'sidebarLogo', label: '显示 Logo' },
];

function ToggleRow({ setting, label }: { setting: Toggle; label: string }) {
  const id = useId();
  const value = useSettingsStore((s) => s[setting]);
  const changeSetting = useSettingsStore((s) => s.changeSetting);
  return (
    <div className={styles.row}>
      <span id={id}>{label}</span>
      <Switch aria-labelledby={id} checked={value} onChange={(checked) => changeSetting(setting, checked)} />
    </div>
  );
}

function ThemePicker() {
  const id = useId();
  const theme = useSettingsStore((s) => s.theme);
  const changeSetting = useSettingsStore((s) => s.changeSetting);
  return (
    <div className={styles.row}>
      <span id={id}>主题颜色</span>
      <div role="radiogroup" aria-labelledby={id} className={styles.swatches}>
        {THEME_PRESETS.map((colour) => {
          const checked = colour.toLowerCase() === theme.toLowerCase();
          return (
            <button
              key={colour}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={colour}
              title={colour}
              className={styles.swatch}
              style={{ background: colour }}
              onClick={() => changeSetting('theme', colour)}
            >
              {checked && <CheckOutlined aria-hidden />}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** 系统布局设置: the theme colour and the layout switches, applied as they change (spec §2). */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer title="系统布局设置" placement="right" size={300} open={open} onClose={onClose}>
      <section aria-labelledby="settings-theme">
        <h3 id="settings-theme" className={styles.heading}>
          主题风格
        </h3>
        <ThemePicker />
      </section>
      <section aria-labelledby="settings-layout">
        <h3 id="settings-layout" className={styles.heading}>
          界面布局
        </h3>
        {TOGGLES.map((t) => (
          <ToggleRow key={t.key} setting={t.key} label={t.label} />
        ))}
      </section>
      <p className={styles.note}>设置即时生效；主题颜色保存在本机 365 天。</p>
    </Drawer>
  );
}
