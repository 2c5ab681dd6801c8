import type { ReactNode } from 'react';

import styles from './empty-state.module.css';

/**
 * The portal's honest "nothing here (yet)" block: a section a later release fills, an id that no
 * longer exists, an empty list. It says what the place is for instead of showing made-up data.
 */
export function EmptyState({
  icon,
  title,
  description,
  badge,
  items,
  actions,
  level = 1,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  /** A short status shown as a tag beside the title. */
  badge?: string;
  /** What the place will hold, one line each. */
  items?: readonly string[];
  actions?: ReactNode;
  /** The heading level: 1 when the state is the whole page, 2 or 3 inside one. */
  level?: 1 | 2 | 3;
}) {
  const Heading = `h${level}` as const;
  return (
    <section className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      {badge && <span className={styles.badge}>{badge}</span>}
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.description}>{description}</p>
      {items && items.length > 0 && (
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
