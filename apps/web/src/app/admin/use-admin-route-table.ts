import { useMemo } from 'react';

import { useUserStore } from '../../stores/user-store';
import { buildAdminRouteTable } from './build-admin-routes';
import type { AdminRouteTable } from './build-admin-routes';

/**
 * The back office's pages and sidebar, from the menus the route guard loaded. The data router is
 * created once, before any menus exist, so server routes are resolved here at render time.
 */
export function useAdminRouteTable(): AdminRouteTable {
  const menus = useUserStore((s) => s.menus);
  return useMemo(() => buildAdminRouteTable(menus ?? []), [menus]);
}
