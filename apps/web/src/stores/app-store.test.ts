import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LAYOUT_SIZES, sizeTheme, useAppStore } from './app-store';

async function freshStore() {
  vi.resetModules();
  return (await import('./app-store')).useAppStore;
}

afterEach(() =>
  useAppStore.setState({
    sidebar: { opened: true, withoutAnimation: false },
    device: 'desktop',
    size: 'small',
  }),
);

describe('app store', () => {
  it('opens the sidebar and uses the small size by default', async () => {
    const store = await freshStore();
    expect(store.getState()).toMatchObject({ sidebar: { opened: true }, device: 'desktop', size: 'small' });
  });

  it('reads the remembered sidebar state and size', async () => {
    Cookies.set('sidebarStatus', '0');
    Cookies.set('size', 'mini');
    const store = await freshStore();
    expect(store.getState()).toMatchObject({ sidebar: { opened: false }, size: 'mini' });
  });

  it('ignores an unknown remembered size', async () => {
    Cookies.set('size', 'huge');
    expect((await freshStore()).getState().size).toBe('small');
  });

  it('remembers a desktop toggle as 1/0', () => {
    useAppStore.getState().toggleSideBar();
    expect(useAppStore.getState().sidebar.opened).toBe(false);
    expect(Cookies.get('sidebarStatus')).toBe('0');
    useAppStore.getState().toggleSideBar();
    expect(Cookies.get('sidebarStatus')).toBe('1');
  });

  it('closes the sidebar on mobile and restores the remembered state on desktop', () => {
    Cookies.set('sidebarStatus', '1');
    useAppStore.getState().toggleDevice('mobile');
    expect(useAppStore.getState()).toMatchObject({
      device: 'mobile',
      sidebar: { opened: false, withoutAnimation: true },
    });

    // Opening and closing the mobile drawer leaves the desktop choice alone.
    useAppStore.getState().toggleSideBar();
    useAppStore.getState().closeSideBar();
    expect(Cookies.get('sidebarStatus')).toBe('1');

    useAppStore.getState().toggleDevice('desktop');
    expect(useAppStore.getState()).toMatchObject({ device: 'desktop', sidebar: { opened: true } });
  });

  it('remembers the size and refuses unknown ones', () => {
    useAppStore.getState().setSize('default');
    expect(useAppStore.getState().size).toBe('default');
    expect(Cookies.get('size')).toBe('default');
    useAppStore.getState().setSize('huge' as 'mini');
    expect(useAppStore.getState().size).toBe('default');
  });

  it('maps the four sizes to four distinct control heights', () => {
    const heights = Object.keys(LAYOUT_SIZES).map((size) => {
      const { componentSize, token } = sizeTheme(size as keyof typeof LAYOUT_SIZES);
      const base = token?.controlHeight ?? 0;
      // antd's small controls are three quarters of the base height.
      return componentSize === 'small' ? base * 0.75 : base;
    });
    expect(heights).toEqual([40, 36, 32, 24]);
  });
});
