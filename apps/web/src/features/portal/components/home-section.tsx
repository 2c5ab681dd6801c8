import { RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import styles from './home-sections.module.css';

/** A titled block of the home page, with an optional link to the full list it previews. */
export function HomeSection({
  id,
  title,
  lead,
  more,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  more?: { to: string; label: string };
  /** A light band behind the section, to separate neighbours. */
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={tinted ? styles.tint : undefined}>
      <section className={styles.section} aria-labelledby={id}>
        <div className={styles.headRow}>
          <div>
            <h2 id={id} className={styles.title}>
              {title}
            </h2>
            <p className={styles.lead}>{lead}</p>
          </div>
          {more && (
            <Link to={more.to} className={styles.more}>
              {more.label}
              <RightOutlined aria-hidden="true" />
            </Link>
          )}
        </div>
        {children}
      </section>
    </div>
  );
}
