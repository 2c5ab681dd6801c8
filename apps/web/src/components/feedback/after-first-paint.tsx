import { startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

import styles from './after-first-paint.module.css';

/**
 * Renders `children` only after the page around it has painted, as an interruptible transition.
 * For content below the fold of a landing page: the first paint (and the largest text in it)
 * does not wait for it, and React renders it in short slices instead of one long task that would
 * block input. Until then a full-height placeholder keeps the footer out of view, so the content
 * arriving does not shift anything the visitor already sees.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : <div className={styles.placeholder} aria-hidden="true" />;
}
