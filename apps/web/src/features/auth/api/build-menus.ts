import type { buildMenus as buildMenusEndpoint, MenuVo } from '@coalsim/contract';

import { api } from '../../../lib/api-client';
import { takeEarlyResponse } from '../../../lib/early-requests';

const PATH: (typeof buildMenusEndpoint)['path'] = '/api/menus/build';

/**
 * The signed-in user's server-supplied routes and sidebar (eladmin's MenuVo tree); the visit's first
 * answer may be on its way already, as for `getInfo`.
 */
export async function buildMenus(): Promise<MenuVo[]> {
  return (await takeEarlyResponse<MenuVo[]>(PATH)) ?? api.get<MenuVo[]>(PATH);
}
