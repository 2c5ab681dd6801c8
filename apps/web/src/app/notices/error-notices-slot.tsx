import { lazy, Suspense, useSyncExternalStore } from 'react';

import { errorNotices } from './error-notices';

/** antd's notification, loaded with the first notice (the sign-in page loads no antd before). */
const NoticeHost = lazy(async () => ({ default: (await import('./notice-host')).NoticeHost }));

/** Where the request layer's error notices show: nothing, and no antd, until the first is asked for. */
export function ErrorNoticesSlot() {
  const asked = useSyncExternalStore(errorNotices.subscribe, errorNotices.asked, errorNotices.asked);
  return asked ? (
    <Suspense fallback={null}>
      <NoticeHost />
    </Suspense>
  ) : null;
}
