import { Outlet } from 'react-router-dom';

import { useDocumentTitle } from '../hooks/use-document-title';
import { useNavigationProgress } from '../hooks/use-navigation-progress';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import { NoticesSlot } from './notices/notices-slot';
import { useApiClientEffects } from './use-api-client-effects';

/** The route-wide behaviour of spec §2 in one place: title, scroll, progress bar, error wiring. */
export function RootLayout() {
  useDocumentTitle();
  useScrollToTop();
  useNavigationProgress();
  useApiClientEffects();
  return (
    <>
      <Outlet />
      <NoticesSlot />
    </>
  );
}
