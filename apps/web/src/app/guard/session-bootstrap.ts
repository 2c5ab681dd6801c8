import { buildMenus } from '../../features/auth/api/build-menus';
import { getInfo } from '../../features/auth/api/get-info';
import { useUserStore } from '../../stores/user-store';

let inFlight: Promise<void> | undefined;

/**
 * Spec §4: with a token but no roles, fetch the user; when `loadMenus` is set (or the menus were
 * never loaded, as after a hard refresh), fetch the routes and reset the flag. A failure signs
 * the user out and reloads. Shared by every caller so a burst of renders makes one request each.
 */
export function bootstrapSession(): Promise<void> {
  inFlight ??= (async () => {
    const store = useUserStore.getState();
    if (store.roles.length === 0) store.setUser(await getInfo());
    const { loadMenus, menus } = useUserStore.getState();
    if (loadMenus || menus === null) useUserStore.getState().setMenus(await buildMenus());
  })()
    .catch(() => {
      useUserStore.getState().clear();
      window.location.reload();
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

let lastRefresh = 0;

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
