import type { ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';

import styles from './section-tabs.module.css';

/**
 * A portal section's frame below its banner: a row of links to its pages, then the page. A tab's
 * `also` lists the pages opened from it (a detail page), which keep it marked.
 */
export function SectionTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: readonly { to: string; label: ReactNode; also?: readonly string[] }[];
}) {
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <nav aria-label={label} className={styles.tabs}>
        {tabs.map((t) => (
          <NavLink
            key={t.to}
            to={t.to}
            className={({ isActive }) =>
              isActive || t.also?.includes(pathname) ? `${styles.tab} ${styles.active}` : styles.tab
            }
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
