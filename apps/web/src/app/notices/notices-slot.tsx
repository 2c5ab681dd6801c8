import { lazy, Suspense, useSyncExternalStore } from 'react';

import { dialogs } from '../../lib/dialogs';
import { toasts } from '../../lib/toasts';
import { antdStylesReady } from '../antd-styles';
import { errorNotices } from './error-notices';

/**
 * antd's notification, messages and dialogs, loaded with the first of them (pages without antd
 * load none before).
 */
const NoticeHost = lazy(async () => {
  const [{ NoticeHost: host }] = await Promise.all([import('./notice-host'), antdStylesReady()]);
  return { default: host };
});

const subscribe = (listener: () => void) => {
  const stops = [errorNotices, dialogs, toasts].map((queue) => queue.subscribe(listener));
  return () => stops.forEach((stop) => stop());
};
const asked = () => errorNotices.asked() || dialogs.asked() || toasts.asked();

/**
 * Where the request layer's error notices and the dialogs and confirmations of the antd-free
 * pages show: nothing, and no antd, until the first is asked for.
 */
export function NoticesSlot() {
  const needed = useSyncExternalStore(subscribe, asked, asked);
  return needed ? (
    <Suspense fallback={null}>
      <NoticeHost />
    </Suspense>
  ) : null;
}
