import { useEffect } from 'react';
import { useNavigation } from 'react-router-dom';

import type { progressBar } from './navigation-progress-bar';

type ProgressBar = typeof progressBar;

// Loaded when the first navigation starts, not with the first page: a first visit has no use for
// it, and every first visit carries each kilobyte on a slow phone. Calls queue on the one promise,
// so a navigation that ends before the module arrives still ends the bar it started.
let bar: Promise<ProgressBar> | undefined;
const loadBar = () => (bar ??= import('./navigation-progress-bar').then((m) => m.progressBar));

/**
 * Shows the top progress bar while the router loads the next route (its lazy module and data)
 * and finishes it once the new route has rendered.
 */
export function useNavigationProgress(): void {
  const { state } = useNavigation();
  useEffect(() => {
    if (state !== 'idle') void loadBar().then((b) => b.start());
    else if (bar) void bar.then((b) => b.done());
  }, [state]);
}
