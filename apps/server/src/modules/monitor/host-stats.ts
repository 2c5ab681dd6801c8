import fs from 'node:fs/promises';
import os from 'node:os';

import type { ServerStatus } from '@coalsim/contract';

/**
 * The machine, read with Node's own APIs and Linux's /proc files: no shell command, no child
 * process (systeminformation runs `df`, `lsblk` and friends for the same figures).
 */

/** File systems that hold no user data (kernel views, containers' layers of other mounts). */
const VIRTUAL_FS = new Set([
  'proc',
  'sysfs',
  'devtmpfs',
  'devpts',
  'tmpfs',
  'cgroup',
  'cgroup2',
  'securityfs',
  'pstore',
  'debugfs',
  'tracefs',
  'configfs',
  'fusectl',
  'mqueue',
  'hugetlbfs',
  'bpf',
  'autofs',
  'binfmt_misc',
  'nsfs',
  'rpc_pipefs',
  'squashfs',
  'efivarfs',
  'ramfs',
  'fuse.lxcfs',
  'fuse.portal',
]);
const MAX_DISKS = 20;

function sumTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    idle += times.idle;
    total += (Object.values(times) as number[]).reduce((a, b) => a + b, 0);
  }
  return { idle, total };
}

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

async function disks(): Promise<ServerStatus['disks']> {
  const mounts = (await readText('/proc/mounts')).split('\n').flatMap((line) => {
    const [device, mount, fsType] = line.split(' ');
    if (!device || !mount || !fsType || VIRTUAL_FS.has(fsType)) return [];
    // /proc/mounts escapes spaces and the like as octal.
    return [
      {
        device,
        mount: mount.replace(/\\(\d{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8))),
        fsType,
      },
    ];
  });
  const seen = new Set<string>();
  const result: ServerStatus['disks'] = [];
  for (const { device, mount, fsType } of mounts) {
    // One device mounted at several places (bind mounts) is one disk.
    if (seen.has(device) || result.length >= MAX_DISKS) continue;
    seen.add(device);
    try {
      const s = await fs.statfs(mount);
      const size = s.blocks * s.bsize;
      if (size === 0) continue;
      const available = s.bavail * s.bsize;
      const used = size - s.bfree * s.bsize;
      result.push({ mount, fsType, size, used, available, usage: percentOf(used, used + available) });
    } catch {
      // A mount this process may not read: left out.
    }
  }
  return result;
}

/**
 * A reader of the machine's figures. CPU use is the share of busy time across every core since
 * the previous reading (since the reader was made for the first one).
 */
export function createHostStats() {
  let previous = sumTimes();
  return async function read(): Promise<Pick<ServerStatus, 'os' | 'cpu' | 'memory' | 'swap' | 'disks'>> {
    const now = sumTimes();
    const busy = now.total - previous.total - (now.idle - previous.idle);
    const usage = percentOf(busy, now.total - previous.total);
    previous = now;
    const cpus = os.cpus();
    const [mem, name, mounted, cpuInfo] = await Promise.all([
      memInfo(),
      distro(),
      disks(),
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
        usage,
      },
      memory: { total, used: total - available, available, usage: percentOf(total - available, total) },
      swap: { total: swapTotal, used: swapUsed, usage: percentOf(swapUsed, swapTotal) },
      disks: mounted,
    };
  };
}
