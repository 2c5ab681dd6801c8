import type { CurrentUser, getInfo as getInfoEndpoint } from '@coalsim/contract';

import { api } from '../../../lib/api-client';
import { takeEarlyResponse } from '../../../lib/early-requests';

const PATH: (typeof getInfoEndpoint)['path'] = '/auth/info';

/**
 * The signed-in user with its permission strings. A visit's first answer may be on its way already
 * (index.html asks for it with the session's token, `lib/early-requests.ts`); if that request
 * failed (a 401 included), this one asks again, and the request layer handles the failure.
 */
export async function getInfo(): Promise<CurrentUser> {
  return (await takeEarlyResponse<CurrentUser>(PATH)) ?? api.get<CurrentUser>(PATH);
}
