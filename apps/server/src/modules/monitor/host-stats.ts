import fs from 'node:fs/promises';
import os from 'node:os';

import type { ServerStatus } from '@coalsim/contract';

import { DiskStats, localMounts, readProcMounts } from './disk-stats.js';

/**
 * The machine, read with Node's own APIs and Linux's /proc files: no shell command, no child
 * process (systeminformation runs `df`, `lsblk` and friends for the same figures).
 */

const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.max(0, Math.round((part / whole) * 1000) / 10)) : 0;

async function readText(file: string): Promise<string> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return '';
  }
}

/** `/proc/meminfo` in bytes (Linux); undefined elsewhere. */
async function memInfo(): Promise<Map<string, number> | undefined> {
  const text = await readText('/proc/meminfo');
  if (!text) return undefined;
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^(\w+):\s+(\d+)\s*kB/.exec(line);
    if (match) values.set(match[1]!, Number(match[2]) * 1024);
  }
  return values;
}

async function distro(): Promise<string> {
  const text = await readText('/etc/os-release');
  const pretty = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(text);
  return pretty?.[1] ?? os.version();
}

/**
 * A reader of the machine's figures, apart from CPU use over time (per viewer: viewer-readings.ts).
 * Disks are the local file systems only, each statfs with a timeout (disk-stats.ts).
 */
export function createHostStats(disks = new DiskStats()) {
  return async function read(): Promise<
    Pick<ServerStatus, 'os' | 'memory' | 'swap' | 'disks'> & { cpu: Omit<ServerStatus['cpu'], 'usage'> }
  > {
    const cpus = os.cpus();
    const [mem, name, mounted, cpuInfo] = await Promise.all([
      memInfo(),
      distro(),
      readProcMounts().then((text) => disks.read(localMounts(text))),
      readText('/proc/cpuinfo'),
    ]);
    const total = os.totalmem();
    const available = mem?.get('MemAvailable') ?? os.freemem();
    const swapTotal = mem?.get('SwapTotal') ?? 0;
    const swapUsed = swapTotal - (mem?.get('SwapFree') ?? 0);
    const physical = new Set(
      [...cpuInfo.matchAll(/^physical id\s*:\s*(\d+)[\s\S]*?^core id\s*:\s*(\d+)/gm)].map(
        (m) => `${m[1]}:${m[2]}`,
      ),
    ).size;
    return {
      os: {
        platform: os.platform(),
        distro: name,
        release: os.release(),
        arch: os.arch(),
        hostname: os.hostname(),
        uptime: Math.round(os.uptime()),
      },
      cpu: {
        model: cpus[0]?.model.trim() ?? '',
        physicalCores: physical || cpus.length,
        cores: cpus.length,
        load: os.loadavg().map((l) => Math.round(l * 100) / 100),
      },
      memory: { total, used: total - available, available, usage: percentOf(total - available, total) },
      swap: { total: swapTotal, used: swapUsed, usage: percentOf(swapUsed, swapTotal) },
      disks: mounted,
    };
  };
}
