import { useState } from 'react';

import { LazyImage } from '../../../components/lazy-image/lazy-image';
import styles from './soft-gallery.module.css';

/** The screenshots: one large picture and a strip of thumbnails that choose it. */
export function SoftGallery({ name, images }: { name: string; images: readonly string[] }) {
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        {/* Keyed by picture so each one gets its own single load attempt. */}
        <LazyImage
          key={current ?? 'none'}
          src={current}
          alt={`${name} 截图 ${index + 1}`}
          eager
          className={styles.main}
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="软件截图">
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`查看截图 ${i + 1}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <LazyImage src={src} alt="" className={styles.thumbImg} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
