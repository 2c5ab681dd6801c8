import { appendFileSync } from 'node:fs';

import { inject } from 'vitest';

import type { ClusterInfo } from '../harness/cluster-info.js';

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterInfo;
  }
}

export const cluster = (): ClusterInfo => inject('cluster');

/** Instance `n` (1, 2 or 3) directly, bypassing the proxy. */
export const instanceUrl = (n: number): string => {
  const url = cluster().instanceUrls[n - 1];
  if (!url) throw new Error(`no instance ${n}`);
  return url;
};

/** The checks run this many times in a row, so that a fault showing once in a few runs shows. */
export const rounds = (atLeast = 1): number[] =>
  Array.from({ length: Math.max(atLeast, cluster().rounds) }, (_, i) => i + 1);

/**
 * A figure for the printed report (harness/report.ts). Timings are reported, never asserted:
 * a 2-core machine shared with other work makes them vary, and the 100 ms is read here.
 */
export function record(kind: string, figures: Record<string, unknown>): void {
  appendFileSync(cluster().measurementsFile, `${JSON.stringify({ kind, ...figures })}\n`);
}

/** The harness's control API (harness/control-server.ts). */
export async function control(pathname: string, method: 'GET' | 'POST' = 'POST'): Promise<unknown> {
  const res = await fetch(`${cluster().controlUrl}${pathname}`, { method });
  const body = (await res.json()) as unknown;
  if (!res.ok) throw new Error(`control ${pathname}: ${JSON.stringify(body)}`);
  return body;
}

/** A client address of its own for X-Forwarded-For (harness/control-server.ts hands them out). */
export async function clientIp(): Promise<string> {
  return ((await control('/client-ip', 'GET')) as { ip: string }).ip;
}
