/**
 * Where the start-up script in index.html (`build/early-requests.ts`) leaves the requests it made
 * for the address's data before the app's code arrived, by path: each a promise of the answer's
 * JSON, or of null when the request failed or was refused.
 */
export const EARLY_REQUESTS_GLOBAL = '__coalsimEarlyRequests';

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
