import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';

import { createQueryClient } from '../lib/query-client';
import { useSettingsStore } from '../stores/settings-store';

/**
 * Everything the whole app needs around the router: one QueryClient per mounted app (the one
 * `main.tsx` also hands the router's loaders, or a new one), so tests never share a cache, and
 * the primary colour as the CSS variable `--coalsim-primary`, which what antd does not theme reads
 * (the progress bar on <body>, the sign-in page's own controls).
 * antd's own provider sits lower, around the routes that use antd (`antd-provider.tsx`).
 */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const colorPrimary = useSettingsStore((s) => s.theme);
  // Before the first paint, so a chosen colour never shows the default one first.
  useLayoutEffect(
    () => document.documentElement.style.setProperty('--coalsim-primary', colorPrimary),
    [colorPrimary],
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
