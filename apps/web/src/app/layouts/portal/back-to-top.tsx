import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';

import styles from './back-to-top.module.css';

/** Shown once the visitor has scrolled about one screen down; hidden near the top. */
const SHOW_AFTER_PX = 400;

/** Spec §9: the go-to-top button, 50 px from the bottom and 40 px from the right. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // No check on mount: reading scrollY then would force a layout of the freshly rendered page
    // inside React's commit (a 200 ms task on a throttled phone). A page starts at the top, and
    // a browser restoring a scroll position fires a scroll event.
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label="回到顶部"
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      }}
    >
      <VerticalAlignTopOutlined />
    </button>
  );
}
