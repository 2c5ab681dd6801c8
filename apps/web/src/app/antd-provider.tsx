import type { ThemeConfig } from 'antd';
// From their own modules, not antd's index: the build's `antd` chunk is what these import
// (`build/closure-chunks.ts`), and the index imports all of antd.
import AntApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import { useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

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
  return useMemo(() => {
    const { componentSize, token } = sizeTheme(size);
    // The page's font stack (styles/global.css), so the browser meets one stack, not two.
    const base = { ...token, colorPrimary, fontFamily: FONT_FAMILY };
    return { theme: { token: reducedMotion ? { ...base, motion: false } : base }, componentSize };
  }, [colorPrimary, size, reducedMotion]);
}

/**
 * antd's locale and theme, and its `App` context (which gives notices and dialogs the theme),
 * around every part of the app that renders antd components. Not around the sign-in page and the
 * portal's home, which render none, so that their first visits do not load antd at all
 * (`app/under-antd.ts`).
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { theme, componentSize } = useAntdTheme();
  return (
    <ConfigProvider locale={zhCN} theme={theme} componentSize={componentSize} button={button}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
