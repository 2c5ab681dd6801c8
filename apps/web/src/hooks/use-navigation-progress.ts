import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useNavigation } from 'react-router-dom';

// The spinner duplicates the bar and sits over the header's right-hand actions.
NProgress.configure({ showSpinner: false });

/**
 * Shows the top progress bar while the router loads the next route (its lazy module and data)
 * and finishes it once the new route has rendered.
 */
export function useNavigationProgress(): void {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
}
