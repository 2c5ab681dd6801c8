import type { ServerStatus } from '@coalsim/contract';

import type { SparkPoint } from './monitor-sparkline';

/** `3 天 4 小时` / `5 小时 12 分钟` / `8 分钟`: an uptime as people say it. */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${days} 天 ${hours} 小时`;
  if (hours > 0) return `${hours} 小时 ${minutes} 分钟`;
  return `${minutes} 分钟`;
}

/** HH:mm:ss of a reading, in the browser's zone. */
export function readingClock(time: string): string {
  return new Date(time).toLocaleTimeString('zh-CN', { hour12: false });
}

/** One figure of every reading, for a sparkline. */
export function seriesOf(history: ServerStatus[], pick: (s: ServerStatus) => number): SparkPoint[] {
  return history.map((s) => ({ at: readingClock(s.time), value: pick(s) }));
}

/** antd Progress colours by how full something is. */
export function usageStatus(percent: number): 'normal' | 'exception' {
  return percent >= 90 ? 'exception' : 'normal';
}
