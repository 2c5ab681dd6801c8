import type { ComponentType } from 'react';

/**
 * The centre's software pages, each loaded on its first visit; out of routes.tsx so that the
 * first load does not carry their preload lists (see features/center/page-loaders.ts). The portal's
 * own 软件中心 pages stay in routes.tsx: the landing pages preload them.
 */
export const softCenterPageLoaders = {
  soft: async () => (await import('./pages/my-soft-admin-page')).MySoftAdminPage,
  collect: async () => (await import('./pages/marked-soft-page')).MyCollectPage,
  like: async () => (await import('./pages/marked-soft-page')).MyLikePage,
} satisfies Record<string, () => Promise<ComponentType>>;
