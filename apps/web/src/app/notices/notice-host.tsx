import { App } from 'antd';
import { useCallback, useEffect } from 'react';

import { dialogs } from '../../lib/dialogs';
import type { DialogRequest } from '../../lib/dialogs';
import { toasts } from '../../lib/toasts';
import type { ToastRequest } from '../../lib/toasts';
import type { WaitingQueue } from '../../lib/waiting-queue';
import { AntdProvider } from '../antd-provider';
import { errorNotices } from './error-notices';
import type { ErrorNotice } from './error-notices';

/** Shows what `queue` holds now, then each request as it comes. */
function useDrain<T>(queue: WaitingQueue<T>, show: (request: T) => void): void {
  useEffect(() => {
    const showWaiting = () => queue.take().forEach(show);
    showWaiting();
    return queue.subscribe(showWaiting);
  }, [queue, show]);
}

function ShowRequests() {
  const { notification, modal, message } = App.useApp();
  const showNotice = useCallback(
    // Keyed by text so a burst of identical failures shows one notice, not a stack.
    ({ message, durationMs }: ErrorNotice) =>
      notification.error({ key: message, title: message, duration: durationMs / 1000 }),
    [notification],
  );
  const showDialog = useCallback(({ kind, ...dialog }: DialogRequest) => void modal[kind](dialog), [modal]);
  const showToast = useCallback(({ kind, text }: ToastRequest) => void message[kind](text), [message]);
  useDrain(errorNotices, showNotice);
  useDrain(dialogs, showDialog);
  useDrain(toasts, showToast);
  return null;
}

/**
 * Shows the request layer's error notices with antd's notification, and the antd-free pages'
 * dialogs and confirmations with its `modal` and `message`, themed like the rest.
 */
export function NoticeHost() {
  return (
    <AntdProvider>
      <ShowRequests />
    </AntdProvider>
  );
}
