import type { buildMenus, getInfo } from '@coalsim/contract';

/**
 * Where the start-up script in index.html (`build/early-requests.ts`) leaves the requests it made
 * for the address's data before the app's code arrived, by path: each a promise of the answer's
 * JSON, or of null when the request failed or was refused.
 */
export const EARLY_REQUESTS_GLOBAL = '__coalsimEarlyRequests';

/**
 * What every signed-in visit asks first, at any address: the user, then the menus (the route guard
 * and the back office wait for both). The start-up script asks for them with the session's token
 * while the app's code is on its way (`build/early-requests.ts`); the paths are the contract's,
 * checked by the compiler through type-only imports, which keep the contract out of the entry.
 */
export const SESSION_REQUESTS = ['/auth/info', '/api/menus/build'] as const satisfies readonly (
  (typeof getInfo)['path'] | (typeof buildMenus)['path']
)[];

type EarlyRequests = Record<string, Promise<unknown> | undefined>;

/**
 * The answer the start-up script already asked for at `path`, once: the first caller takes it, and
 * later ones (a refetch) ask the server themselves. Undefined when there was none, and a promise of
 * null when it failed: the caller then asks through the API client, which reports errors as usual.
 */
export function takeEarlyResponse<T>(path: string): Promise<T | null> | undefined {
  const early = (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] as EarlyRequests | undefined;
  const response = early?.[path];
  if (early && response) delete early[path];
  return response as Promise<T | null> | undefined;
}
