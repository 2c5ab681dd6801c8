import { App } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '../config/paths';
import { api } from '../lib/api-client';

/**
 * Plugs the UI into the request layer's error handling: antd notices (themed, via `App.useApp`)
 * and router navigation. Lives inside the router so it can navigate; logout/reload keep defaults.
 */
export function useApiClientEffects(): void {
  const { notification } = App.useApp();
  const navigate = useNavigate();

  useEffect(
    () =>
      api.configure({
        // Keyed by text so a burst of identical failures shows one notice, not a stack.
        notifyError: (message, durationMs) =>
          notification.error({ key: message, title: message, duration: durationMs / 1000 }),
        forbidden: () => void navigate(paths.unauthorized),
      }),
    [notification, navigate],
  );
}
