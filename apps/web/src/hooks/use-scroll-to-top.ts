import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2: every route change starts at the top of the page, before the browser paints. */
export function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, search]);
}
