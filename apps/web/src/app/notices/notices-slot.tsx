import { lazy, Suspense, useSyncExternalStore } from 'react';

import { dialogs } from '../../lib/dialogs';
import { errorNotices } from './error-notices';

/** antd's notification and dialogs, loaded with the first of them (pages without antd load none before). */
const NoticeHost = lazy(async () => ({ default: (await import('./notice-host')).NoticeHost }));

const subscribe = (listener: () => void) => {
  const stops = [errorNotices.subscribe(listener), dialogs.subscribe(listener)];
  return () => stops.forEach((stop) => stop());
};
const asked = () => errorNotices.asked() || dialogs.asked();

/**
 * Where the request layer's error notices and the dialogs of the antd-free shells show: nothing,
 * and no antd, until the first is asked for.
 */
export function NoticesSlot() {
  const needed = useSyncExternalStore(subscribe, asked, asked);
  return needed ? (
    <Suspense fallback={null}>
      <NoticeHost />
    </Suspense>
  ) : null;
}
