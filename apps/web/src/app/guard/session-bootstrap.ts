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
