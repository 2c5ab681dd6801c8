import { buildMenus } from '../../features/auth/api/build-menus';
import { getInfo } from '../../features/auth/api/get-info';
import { isApiError } from '../../lib/api-error';
import { useUserStore } from '../../stores/user-store';

let inFlight: Promise<void> | undefined;
let lastRefresh = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retries = 0;

/** Waits between tries while the server cannot answer: 1 s, 2 s, 4 s … at most 30 s. */
export const retryDelayMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/**
 * Spec §4: with a token but no roles, fetch the user; when `loadMenus` is set (or the menus were
 * never loaded, as after a hard refresh), fetch the routes and reset the flag. Shared by every
 * caller so a burst of renders makes one request each. Only a 401 ends the session (the request
 * layer signs out and reloads then); any other failure — a 503 while the database restarts, the
 * network gone — keeps the session and tries again, waiting longer each time.
 */
export function bootstrapSession(): Promise<void> {
  inFlight ??= (async () => {
    const store = useUserStore.getState();
    if (store.roles.length === 0) store.setUser(await getInfo());
    const { loadMenus, menus } = useUserStore.getState();
    if (loadMenus || menus === null) useUserStore.getState().setMenus(await buildMenus());
    retries = 0;
    // Both were just read: the guard's refresh when the first page mounts (the start-up asks before
    // rendering, so the session is often ready by then) would ask again, and re-render the shell
    // while the page starts (issue 44 §4).
    lastRefresh = Date.now();
  })()
    .catch((error: unknown) => {
      if (isApiError(error) && error.status === 401) {
        // The request layer reloads; the session is dropped here too, whoever wired that layer.
        useUserStore.getState().clear();
        return;
      }
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => {
        if (useUserStore.getState().token) void bootstrapSession();
      }, retryDelayMs(retries++));
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/** True when the session needs no more loading before signed-in routes can render. */
export function sessionReady(state: ReturnType<typeof useUserStore.getState>): boolean {
  return state.roles.length > 0 && state.menus !== null && !state.loadMenus;
}

/**
 * Role and menu changes made by an administrator reach a signed-in user on the next navigation,
 * without signing in again: the user and the menus are re-read in the background (both are
 * cached on the server) and the store changes only when they did. At most once per second.
 */
export function refreshSession(): void {
  const state = useUserStore.getState();
  if (!state.token || !sessionReady(state) || inFlight || Date.now() - lastRefresh < 1000) return;
  lastRefresh = Date.now();
  void Promise.all([getInfo(), buildMenus()])
    .then(([user, menus]) => {
      const now = useUserStore.getState();
      if (JSON.stringify(now.user) !== JSON.stringify(user)) now.setUser(user);
      if (JSON.stringify(now.menus) !== JSON.stringify(menus)) now.setMenus(menus);
    })
    // A 401 is handled by the request layer (sign-out and reload); anything else waits for the next try.
    .catch(() => undefined);
}
