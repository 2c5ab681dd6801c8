import { PictureOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';

import { whenNearViewport } from '../../lib/when-near-viewport';
import styles from './lazy-image.module.css';

/**
 * Spec §9: an image starts loading once it is within 1.3 viewport heights of the visible area,
 * and is tried once; a failure shows the placeholder instead of retrying or a broken icon.
 */
export const LAZY_PRELOAD = 1.3;
export const LAZY_ROOT_MARGIN = `${Math.round((LAZY_PRELOAD - 1) * 100)}% 0px`;

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

export interface LazyImageProps {
  src: string | null | undefined;
  /** Empty for decorative images whose meaning is already in nearby text (a card title). */
  alt: string;
  className?: string;
  /** Skip the observer: the image is at the top of the page and should start at once. */
  eager?: boolean;
}

export function LazyImage({ src, alt, className, eager = false }: LazyImageProps) {
  const frame = useRef<HTMLSpanElement>(null);
  const [phase, setPhase] = useState<Phase>(() =>
    !src ? 'failed' : eager || typeof IntersectionObserver === 'undefined' ? 'loading' : 'waiting',
  );

  useEffect(() => {
    const el = frame.current;
    if (phase !== 'waiting' || !el) return;
    return whenNearViewport(el, () => setPhase('loading'), LAZY_ROOT_MARGIN);
  }, [phase]);

  return (
    <span
      ref={frame}
      className={`${styles.frame} ${className ?? ''}`}
      data-phase={phase}
      data-eager={eager || undefined}
    >
      {(phase === 'loading' || phase === 'loaded') && src && (
        <img
          className={styles.img}
          src={src}
          alt={alt}
          decoding="async"
          // An image asked for at once is one the visitor sees first (a page's lead picture).
          fetchPriority={eager ? 'high' : undefined}
          onLoad={() => setPhase('loaded')}
          onError={() => setPhase('failed')}
        />
      )}
      {phase === 'failed' && (
        <span className={styles.placeholder} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
          <PictureOutlined aria-hidden="true" />
        </span>
      )}
    </span>
  );
}
