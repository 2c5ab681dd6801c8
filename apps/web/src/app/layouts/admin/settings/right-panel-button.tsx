import { SettingOutlined } from '@ant-design/icons';

import styles from './settings.module.css';

/** The tab on the right edge (250 px from the top, spec §9) that opens the settings panel. */
export function RightPanelButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className={styles.rightPanelButton} aria-label="打开布局设置" onClick={onClick}>
      <SettingOutlined />
    </button>
  );
}
