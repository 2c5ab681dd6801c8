import type { MenuVo } from '@coalsim/contract';

import { api } from '../../../lib/api-client';

/** The signed-in user's server-supplied routes and sidebar (eladmin's MenuVo tree). */
export function buildMenus(): Promise<MenuVo[]> {
  return api.get<MenuVo[]>('/api/menus/build');
}
