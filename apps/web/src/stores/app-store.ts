import type { ThemeConfig } from 'antd';
import Cookies from 'js-cookie';
import { create } from 'zustand';

/** Spec §4: the viewport decides the device; under 992 px the back office is in mobile mode. */
export const MOBILE_BREAKPOINT = 992;
/** The viewports in mobile mode. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

export type Device = 'desktop' | 'mobile';
export type LayoutSize = 'default' | 'medium' | 'small' | 'mini';

const SIDEBAR_COOKIE = 'sidebarStatus';
const SIZE_COOKIE = 'size';
/** UI preferences outlive the browser session (the token does not: it has its own rules). */
const PREFERENCE_DAYS = 365;

/**
 * The four sizes of the size selector (the spec's Default, Medium, Small, Mini, labelled in
 * Chinese like the rest of the UI), each a distinct control height (40/36/32/24 px). antd has
 * three component sizes, so the first three scale the base height and 迷你 uses antd's small size.
 */
export const LAYOUT_SIZES: Record<
  LayoutSize,
  { label: string; componentSize: 'middle' | 'small'; controlHeight: number }
> = {
  default: { label: '默认', componentSize: 'middle', controlHeight: 40 },
  medium: { label: '中', componentSize: 'middle', controlHeight: 36 },
  small: { label: '小', componentSize: 'middle', controlHeight: 32 },
  mini: { label: '迷你', componentSize: 'small', controlHeight: 32 },
};

export const DEFAULT_SIZE: LayoutSize = 'small';

function isLayoutSize(value: unknown): value is LayoutSize {
  return typeof value === 'string' && Object.hasOwn(LAYOUT_SIZES, value);
}

function writeCookie(name: string, value: string): void {
  Cookies.set(name, value, { path: '/', sameSite: 'strict', expires: PREFERENCE_DAYS });
}

/** The antd ConfigProvider pieces for a size: what the provider feeds to every control. */
export function sizeTheme(size: LayoutSize): {
  componentSize: 'middle' | 'small';
  token: ThemeConfig['token'];
} {
  const { componentSize, controlHeight } = LAYOUT_SIZES[size];
  return { componentSize, token: { controlHeight } };
}

export interface AppState {
  sidebar: {
    /** Desktop: expanded (205 px) or collapsed; mobile: the drawer is open. */
    opened: boolean;
    /** Set when the layout itself closes the sidebar (a resize), so it snaps instead of animating. */
    withoutAnimation: boolean;
  };
  device: Device;
  size: LayoutSize;

  /** The hamburger. On desktop the choice is remembered in `sidebarStatus` (1 open, 0 collapsed). */
  toggleSideBar(): void;
  /** Closes without touching the remembered desktop choice (mobile drawer, resize). */
  closeSideBar(options?: { withoutAnimation?: boolean }): void;
  /** Switching device closes the mobile drawer, and restores the remembered state on desktop. */
  toggleDevice(device: Device): void;
  setSize(size: LayoutSize): void;
}

function rememberedOpen(): boolean {
  // No cookie yet means open: that is the default (spec §4).
  return Cookies.get(SIDEBAR_COOKIE) !== '0';
}

/**
 * The device the viewport is on at start-up. The back office used to start on desktop and switch
 * in its first layout effect: on a phone its first paint then slid the content from beside the
 * desktop sidebar to the left edge (a layout shift of 0.3, and the page's largest text painted
 * twice). `useDeviceWatcher` follows later changes.
 */
function startingDevice(): Device {
  return typeof window !== 'undefined' && window.matchMedia?.(MOBILE_QUERY).matches ? 'mobile' : 'desktop';
}

const device = startingDevice();

export const useAppStore = create<AppState>()((set, get) => ({
  sidebar: { opened: device === 'desktop' && rememberedOpen(), withoutAnimation: device === 'mobile' },
  device,
  size: ((): LayoutSize => {
    const saved = Cookies.get(SIZE_COOKIE);
    return isLayoutSize(saved) ? saved : DEFAULT_SIZE;
  })(),

  toggleSideBar() {
    const opened = !get().sidebar.opened;
    if (get().device === 'desktop') writeCookie(SIDEBAR_COOKIE, opened ? '1' : '0');
    set({ sidebar: { opened, withoutAnimation: false } });
  },
  closeSideBar({ withoutAnimation = false } = {}) {
    set({ sidebar: { opened: false, withoutAnimation } });
  },
  toggleDevice(device) {
    if (device === get().device) return;
    set({
      device,
      sidebar: { opened: device === 'desktop' ? rememberedOpen() : false, withoutAnimation: true },
    });
  },
  setSize(size) {
    if (!isLayoutSize(size)) return;
    writeCookie(SIZE_COOKIE, size);
    set({ size });
  },
}));
