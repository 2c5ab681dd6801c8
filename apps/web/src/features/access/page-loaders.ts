import type { ComponentType } from 'react';

/**
 * The access pages, each loaded on its first visit; out of routes.tsx so that the first load does
 * not carry their preload lists (see features/center/page-loaders.ts).
 */
export const accessPageLoaders = {
  access: async () => (await import('./pages/access-page')).AccessPage,
  grants: async () => (await import('./pages/my-grants-page')).MyGrantsPage,
} satisfies Record<string, () => Promise<ComponentType>>;
