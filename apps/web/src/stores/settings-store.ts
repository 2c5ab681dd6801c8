import Cookies from 'js-cookie';
import { create } from 'zustand';

const THEME_COOKIE = 'theme';
const THEME_COOKIE_DAYS = 365;

export const DEFAULT_THEME = '#1890ff';

/** The settings panel's eight presets (spec §2, §9), the default first. */
export const THEME_PRESETS = [
  '#1890ff',
  '#409EFF',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as const;

/**
 * The layout settings of spec §3: what the settings panel switches. The footer's texts (the
 * spec's footerTxt and caseNumber) are server configuration: GET /api/portal/site.
 */
export interface LayoutSettings {
  /** Primary colour, `#rrggbb`. */
  theme: string;
  /** The right-edge button that opens the settings panel. */
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  showFooter: boolean;
}

export type SettingKey = keyof LayoutSettings;

export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: DEFAULT_THEME,
  showSettings: true,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  showFooter: true,
};

function isColour(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);
}

/** Keys outside the settings, and values of the wrong type, are refused rather than stored. */
function acceptable(key: string, value: unknown): key is SettingKey {
  if (!Object.hasOwn(DEFAULT_SETTINGS, key)) return false;
  if (key === 'theme') return isColour(value);
  return typeof value === typeof DEFAULT_SETTINGS[key as SettingKey];
}

export interface SettingsState extends LayoutSettings {
  /**
   * Spec §4: a change applies only to a known setting key; anything else is ignored. The theme is
   * also remembered for 365 days.
   */
  changeSetting<K extends SettingKey>(key: K, value: LayoutSettings[K]): void;
}

export const useSettingsStore = create<SettingsState>()((set) => ({
  ...DEFAULT_SETTINGS,
  theme: ((): string => {
    const saved = Cookies.get(THEME_COOKIE);
    return isColour(saved) ? saved : DEFAULT_THEME;
  })(),

  changeSetting(key, value) {
    // Callers outside TypeScript's reach (a stale cookie, a devtools call) may pass anything.
    if (!acceptable(key, value)) return;
    if (key === 'theme') {
      Cookies.set(THEME_COOKIE, String(value), { path: '/', sameSite: 'strict', expires: THEME_COOKIE_DAYS });
    }
    set({ [key]: value } as Partial<LayoutSettings>);
  },
}));
