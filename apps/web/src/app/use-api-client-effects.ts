import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '../config/paths';
import { api } from '../lib/api-client';
import { errorNotices } from './notices/error-notices';

/**
 * Plugs the UI into the request layer's error handling: error notices (queued for `NoticeHost`)
 * and router navigation. Lives inside the router so it can navigate; logout/reload keep defaults.
 */
export function useApiClientEffects(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      api.configure({
        notifyError: (message, durationMs) => errorNotices.push({ message, durationMs }),
        forbidden: () => void navigate(paths.unauthorized),
      }),
    [navigate],
  );
}
