import type { ReactNode } from 'react';

import styles from './page-banner.module.css';

/** The band at the top of a portal section page: its title (the page's h1), a line of context, tools. */
export function PageBanner({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children && <div className={styles.tools}>{children}</div>}
      </div>
    </div>
  );
}
