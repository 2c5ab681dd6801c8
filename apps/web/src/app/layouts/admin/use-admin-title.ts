import { useEffect } from 'react';

import { formatPageTitle } from '../../../lib/route-handle';

/**
 * Spec §2's title rule (`<meta title> - CoalSim`) for back-office pages, which the router only
 * knows as one catch-all route. The root layout's title effect runs after this one (React runs a
 * parent's effects after its children's) and would put the bare app title back when the previous
 * route had a title of its own, so the title is restated once that effect has run.
 */
export function useAdminTitle(title: string | undefined): void {
  useEffect(() => {
    const text = formatPageTitle(title);
    let live = true;
    document.title = text;
    queueMicrotask(() => {
      if (live) document.title = text;
    });
    return () => {
      live = false;
    };
  }, [title]);
}
