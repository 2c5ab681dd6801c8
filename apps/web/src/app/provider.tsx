import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

import { createQueryClient } from '../lib/query-client';
import { sizeTheme, useAppStore } from '../stores/app-store';
import { useSettingsStore } from '../stores/settings-store';

// antd would render two-character labels as "登 录"; plain text keeps accessible names and copy exact.
const button = { autoInsertSpace: false };
const FONT_FAMILY = 'var(--coalsim-font-family)';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asked the system for less motion (false where there is no browser). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * The antd theme follows the layout settings live: the primary colour (settings panel, `theme`
 * cookie) and the control size (size selector, `size` cookie). A visitor who asks for reduced
 * motion gets popups, drawers and dialogs without their animations.
 */
function useAntdTheme(): { theme: ThemeConfig; componentSize: 'middle' | 'small' } {
  const colorPrimary = useSettingsStore((s) => s.theme);
  const size = useAppStore((s) => s.size);
  const reducedMotion = usePrefersReducedMotion();
  // Things outside antd's tree (the nprogress bar on <body>) read the colour from here.
  useEffect(
    () => document.documentElement.style.setProperty('--coalsim-primary', colorPrimary),
    [colorPrimary],
  );
  return useMemo(() => {
    const { componentSize, token } = sizeTheme(size);
    // The page's font stack (styles/global.css), so the browser meets one stack, not two.
    const base = { ...token, colorPrimary, fontFamily: FONT_FAMILY };
    return { theme: { token: reducedMotion ? { ...base, motion: false } : base }, componentSize };
  }, [colorPrimary, size, reducedMotion]);
}

/**
 * Everything the app needs around the router: antd's locale/theme and its `App` context (which
 * gives notices the theme), and one QueryClient per mounted app so tests never share a cache.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { theme, componentSize } = useAntdTheme();
  return (
    <ConfigProvider locale={zhCN} theme={theme} componentSize={componentSize} button={button}>
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
