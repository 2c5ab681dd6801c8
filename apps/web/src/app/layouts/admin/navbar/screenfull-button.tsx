import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import screenfull from 'screenfull';

import styles from './navbar.module.css';

/** Spec §5: the exact warning when the browser has no full-screen API. */
export const FULLSCREEN_UNSUPPORTED = 'you browser can not work';

export function ScreenfullButton() {
  const { message } = App.useApp();
  const [full, setFull] = useState(() => screenfull.isEnabled && screenfull.isFullscreen);

  useEffect(() => {
    if (!screenfull.isEnabled) return;
    // Esc and F11 leave full screen without the button: follow the document, not our own clicks.
    const sync = () => setFull(screenfull.isFullscreen);
    screenfull.on('change', sync);
    return () => screenfull.off('change', sync);
  }, []);

  const toggle = () => {
    if (!screenfull.isEnabled) {
      void message.warning(FULLSCREEN_UNSUPPORTED);
      return;
    }
    void screenfull.toggle().catch(() => message.warning(FULLSCREEN_UNSUPPORTED));
  };

  const label = full ? '退出全屏' : '全屏';
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        className={styles.action}
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={label}
        aria-pressed={full}
        onClick={toggle}
      />
    </Tooltip>
  );
}
