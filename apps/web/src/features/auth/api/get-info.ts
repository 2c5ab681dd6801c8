import type { CurrentUser } from '@coalsim/contract';

import { api } from '../../../lib/api-client';

/** The signed-in user with its permission strings. */
export function getInfo(): Promise<CurrentUser> {
  return api.get<CurrentUser>('/auth/info');
}
