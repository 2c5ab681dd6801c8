import type { ServerStatus } from '@coalsim/contract';

const GB = 1024 ** 3;

/** A reading of 服务监控 as the server gives it; `time` tells readings apart. */
export function serverStatus(time: string, overrides: Partial<ServerStatus> = {}): ServerStatus {
  return {
    time,
    os: {
      platform: 'linux',
      distro: 'Debian GNU/Linux 12 (bookworm)',
      release: '6.1.0-18-amd64',
      arch: 'x64',
      hostname: 'coalsim-01',
      uptime: 3 * 86_400 + 4 * 3_600,
    },
    cpu: { model: 'Intel Xeon', physicalCores: 2, cores: 2, load: [0.52, 0.4, 0.31], usage: 37.5 },
    memory: { total: 24 * GB, used: 6 * GB, available: 18 * GB, usage: 25 },
    swap: { total: 0, used: 0, usage: 0 },
    disks: [
      {
        mount: '/',
        fsType: 'ext4',
        size: 100 * GB,
        used: 93 * GB,
        available: 7 * GB,
        usage: 93,
        responding: true,
      },
    ],
    process: {
      node: 'v20.19.0',
      uptime: 754,
      rss: 180 * 1024 ** 2,
      heapUsed: 60 * 1024 ** 2,
      heapTotal: 90 * 1024 ** 2,
      eventLoopP50: 10.1,
      eventLoopP99: 12.4,
      cpuUsage: 3.2,
    },
    database: {
      version: '17.4',
      size: 52 * 1024 ** 2,
      active: 2,
      idle: 7,
      maxConnections: 200,
      poolTotal: 8,
      poolIdle: 7,
      poolWaiting: 0,
      cacheHitRatio: 99.6,
      longestQuerySeconds: 0,
    },
    redis: null,
    caches: [
      { name: 'menus', entries: 3, hits: 97, misses: 3, hitRate: 97 },
      { name: 'softPages', entries: 0, hits: 0, misses: 0, hitRate: null },
    ],
    ...overrides,
  };
}
