import { lazy, useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '../config/paths';
import { api } from '../lib/api-client';
import { errorNotices } from './notices/error-notices';

/** antd's notification, loaded with the first notice (the sign-in page loads no antd before). */
export const LazyNoticeHost = lazy(async () => ({
  default: (await import('./notices/notice-host')).NoticeHost,
}));

/**
 * Plugs the UI into the request layer's error handling: error notices (queued for `NoticeHost`)
 * and router navigation. Lives inside the router so it can navigate; logout/reload keep defaults.
 * Returns whether the notice host is needed yet.
 */
export function useApiClientEffects(): boolean {
  const navigate = useNavigate();
  useEffect(
    () =>
      api.configure({
        notifyError: errorNotices.push,
        forbidden: () => void navigate(paths.unauthorized),
      }),
    [navigate],
  );
  return useSyncExternalStore(errorNotices.subscribe, errorNotices.asked, errorNotices.asked);
}
