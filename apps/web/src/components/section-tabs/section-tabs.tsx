import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';

import styles from './section-tabs.module.css';

/** A portal section's frame below its banner: a row of links to its pages, then the page. */
export function SectionTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: readonly { to: string; label: ReactNode }[];
}) {
  return (
    <div className={styles.page}>
      <nav aria-label={label} className={styles.tabs}>
        {tabs.map((t) => (
          <NavLink
            key={t.to}
            to={t.to}
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
