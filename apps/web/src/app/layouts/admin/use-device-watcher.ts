import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { MOBILE_QUERY, useAppStore } from '../../../stores/app-store';

/**
 * Spec §2/§4: under 992 px the layout is in mobile mode (sidebar closed, shown as a drawer), above
 * it back to desktop. On mobile, following a link closes the drawer.
 */
export function useDeviceWatcher(): void {
  const toggleDevice = useAppStore((s) => s.toggleDevice);
  const { pathname } = useLocation();

  // Before the first paint, so a phone never sees the desktop sidebar flash.
  useLayoutEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const apply = () => toggleDevice(query.matches ? 'mobile' : 'desktop');
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [toggleDevice]);

  useEffect(() => {
    const { device, sidebar, closeSideBar } = useAppStore.getState();
    if (device === 'mobile' && sidebar.opened) closeSideBar();
  }, [pathname]);
}
