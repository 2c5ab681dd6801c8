import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

import { whenNearViewport } from '../../lib/when-near-viewport';

/**
 * Its children, mounted once the box nears the visible area (`whenNearViewport`); until then
 * `placeholder`. For costly content low on a page: antd's table measures the scrollbar on mount,
 * a forced layout of the whole page (50 ms at a phone's speed) for a card nobody has scrolled to.
 */
export function NearViewport({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // Where the browser cannot observe, at once (in the first render, not one after).
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    return whenNearViewport(element, () => setNear(true));
  }, [near]);

  return <div ref={box}>{near ? children : placeholder}</div>;
}
