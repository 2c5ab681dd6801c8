import { settings } from '../config/settings';

/** The meta every route object may carry in `handle`; titles, and later menus and guards, read it. */
export interface RouteHandle {
  title?: string;
}

export function readRouteHandle(handle: unknown): RouteHandle {
  if (typeof handle !== 'object' || handle === null) return {};
  const { title } = handle as Record<string, unknown>;
  return typeof title === 'string' ? { title } : {};
}

/** Spec §2: the route's meta title followed by the app title, or the app title alone. */
export function formatPageTitle(title: string | undefined): string {
  return title ? `${title} - ${settings.title}` : settings.title;
}
