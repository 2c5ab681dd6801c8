import Cookies from 'js-cookie';

import { settings } from '../config/settings';

/** Marker left by a 401 so the next login page can say why the user landed there (spec §4). */
const SESSION_EXPIRED_COOKIE = 'point';
const SESSION_EXPIRED_VALUE = '401';

function cookieAttributes(): Cookies.CookieAttributes {
  // Strict same-site: the token only ever travels in our own Authorization header.
  return { path: '/', sameSite: 'strict', secure: window.location.protocol === 'https:' };
}

/** The token exactly as the server issued it (`Bearer <opaque>`), or undefined when signed out. */
export function getToken(): string | undefined {
  return Cookies.get(settings.tokenCookieName);
}

/** A session cookie, or one that lasts `tokenCookieDays` when the user ticked 记住我. */
export function setToken(token: string, { remember }: { remember: boolean }): void {
  Cookies.set(settings.tokenCookieName, token, {
    ...cookieAttributes(),
    ...(remember ? { expires: settings.tokenCookieDays } : {}),
  });
}

export function removeToken(): void {
  Cookies.remove(settings.tokenCookieName, { path: '/' });
}

export function markSessionExpired(): void {
  Cookies.set(SESSION_EXPIRED_COOKIE, SESSION_EXPIRED_VALUE, cookieAttributes());
}

/** Whether the app was reloaded here by a 401 (the `point` marker is set). */
export function sessionExpiredMarked(): boolean {
  return Cookies.get(SESSION_EXPIRED_COOKIE) === SESSION_EXPIRED_VALUE;
}

/**
 * Clears the marker, so the notice is not repeated on the next visit. Only when it is there: every
 * visit of the login page calls this, and a cookie write makes the browser's next cookie read (the
 * page's first request reads the token) a synchronous round trip to its cookie store.
 */
export function clearSessionExpiredMark(): void {
  if (Cookies.get(SESSION_EXPIRED_COOKIE) !== undefined)
    Cookies.remove(SESSION_EXPIRED_COOKIE, { path: '/' });
}

const USERNAME_COOKIE = 'username';

/** 记住我: the username only, for one day. Passwords are never kept client-side. */
export function rememberUsername(username: string): void {
  Cookies.set(USERNAME_COOKIE, username, { ...cookieAttributes(), expires: settings.tokenCookieDays });
}

export function forgetUsername(): void {
  Cookies.remove(USERNAME_COOKIE, { path: '/' });
}

export function rememberedUsername(): string | undefined {
  return Cookies.get(USERNAME_COOKIE);
}
