import type { ComponentType } from 'react';

/** The device pages of the personal centre, each loaded on its first visit. */
export const devicePageLoaders = {
  device: async () => (await import('./pages/device-page')).DevicePage,
  'device-control': async () => (await import('./pages/device-control-page')).DeviceControlPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type DevicePageKey = keyof typeof devicePageLoaders;
