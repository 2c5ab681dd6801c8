import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { useDocumentTitle } from '../hooks/use-document-title';
import { useNavigationProgress } from '../hooks/use-navigation-progress';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import { LazyNoticeHost, useApiClientEffects } from './use-api-client-effects';

/** The route-wide behaviour of spec §2 in one place: title, scroll, progress bar, error wiring. */
export function RootLayout() {
  useDocumentTitle();
  useScrollToTop();
  useNavigationProgress();
  const noticesAsked = useApiClientEffects();
  return (
    <>
      <Outlet />
      {noticesAsked && (
        <Suspense fallback={null}>
          <LazyNoticeHost />
        </Suspense>
      )}
    </>
  );
}
