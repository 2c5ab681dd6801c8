import { App } from 'antd';
import { useEffect } from 'react';

import { AntdProvider } from '../antd-provider';
import { errorNotices } from './error-notices';

function ShowNotices() {
  const { notification } = App.useApp();
  useEffect(() => {
    // Keyed by text so a burst of identical failures shows one notice, not a stack.
    const showWaiting = () =>
      errorNotices
        .take()
        .forEach(({ message, durationMs }) =>
          notification.error({ key: message, title: message, duration: durationMs / 1000 }),
        );
    showWaiting();
    return errorNotices.subscribe(showWaiting);
  }, [notification]);
  return null;
}

/** Shows the request layer's error notices with antd's notification, themed like the rest. */
export function NoticeHost() {
  return (
    <AntdProvider>
      <ShowNotices />
    </AntdProvider>
  );
}
