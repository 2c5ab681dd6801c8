import type { ComponentType } from 'react';

/**
 * The statistics page, loaded on its first visit; out of routes.tsx so that the first load does
 * not carry its preload list (antd's table, picker and card; see features/center/page-loaders.ts).
 * ECharts is further still: the page itself loads it (components/stats-charts.tsx).
 */
export const statsPageLoaders = {
  stats: async () => (await import('./pages/stats-page')).StatsPage,
} satisfies Record<string, () => Promise<ComponentType>>;
