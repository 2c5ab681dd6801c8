import type { StatsFs } from 'node:fs';
import fs from 'node:fs/promises';

import type { ServerStatus } from '@coalsim/contract';

type Disk = ServerStatus['disks'][number];

/**
 * File systems on this machine's own disks, the only ones 服务监控 asks for their size. Network
 * and user-space ones (nfs, cifs, sshfs, fuse.*, 9p, ceph …) are left out: a statfs of a mount
 * whose server is gone blocks one of libuv's four threads for good. A list of what is local,
 * not of what is remote, so that a network file system not named here is never asked either.
 */
const LOCAL_FS = new Set([
  'ext2',
  'ext3',
  'ext4',
  'xfs',
  'btrfs',
  'zfs',
  'f2fs',
  'jfs',
  'reiserfs',
  'bcachefs',
  'nilfs2',
  'overlay',
  'vfat',
  'exfat',
  'ntfs',
  'ntfs3',
  'hfsplus',
  'udf',
]);
const MAX_DISKS = 20;

/** How long one statfs may take before its mount is reported as not responding. */
const STATFS_TIMEOUT_MS = 1_000;

export interface Mount {
  device: string;
  mount: string;
  fsType: string;
}

/** The local file systems of a /proc/mounts text, one per device (bind mounts are one disk). */
export function localMounts(procMounts: string): Mount[] {
  const seen = new Set<string>();
  const result: Mount[] = [];
  for (const line of procMounts.split('\n')) {
    const [device, mount, fsType] = line.split(' ');
    if (!device || !mount || !fsType || !LOCAL_FS.has(fsType) || seen.has(device)) continue;
    if (result.length >= MAX_DISKS) break;
    seen.add(device);
    // /proc/mounts escapes spaces and the like as octal.
    const path = mount.replace(/\\(\d{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8)));
    result.push({ device, mount: path, fsType });
  }
  return result;
}

const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.max(0, Math.round((part / whole) * 1000) / 10)) : 0;

interface InFlight {
  result: Promise<StatsFs | undefined>;
  /** It outlasted the timeout once: later readings say so at once instead of waiting again. */
  late: boolean;
}

/**
 * Sizes of mounted file systems, each statfs with a timeout, and never two at once for a mount:
 * while one is still outstanding (a local disk that hangs), later readings wait on that same one
 * instead of starting another, so a hung mount holds one thread at most, however often the page
 * is refreshed. Once it answers, the next reading asks again.
 */
export class DiskStats {
  private readonly inFlight = new Map<string, InFlight>();

  constructor(
    private readonly statfs: (path: string) => Promise<StatsFs> = (p) => fs.statfs(p),
    private readonly timeoutMs = STATFS_TIMEOUT_MS,
  ) {}

  async read(mounts: Mount[]): Promise<Disk[]> {
    const disks = await Promise.all(mounts.map((m) => this.disk(m)));
    return disks.filter((d) => d !== undefined);
  }

  private async disk({ mount, fsType }: Mount): Promise<Disk | undefined> {
    const s = await this.sizes(mount);
    if (s === 'late') {
      return { mount, fsType, size: 0, used: 0, available: 0, usage: 0, responding: false };
    }
    // A mount this process may not read, or one of no size: left out.
    const size = s ? s.blocks * s.bsize : 0;
    if (!s || size === 0) return undefined;
    const available = s.bavail * s.bsize;
    const used = size - s.bfree * s.bsize;
    return {
      mount,
      fsType,
      size,
      used,
      available,
      usage: percentOf(used, used + available),
      responding: true,
    };
  }

  private async sizes(mount: string): Promise<StatsFs | undefined | 'late'> {
    let call = this.inFlight.get(mount);
    if (call?.late) return 'late';
    if (!call) {
      const result = this.statfs(mount).catch(() => undefined);
      const started: InFlight = { late: false, result };
      void result.finally(() => {
        if (this.inFlight.get(mount) === started) this.inFlight.delete(mount);
      });
      this.inFlight.set(mount, started);
      call = started;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.timeoutMs).unref();
    });
    const answer = await Promise.race([call.result, timeout]);
    clearTimeout(timer);
    if (answer === 'late') call.late = true;
    return answer;
  }
}

/** Reads /proc/mounts (Linux; elsewhere there is none, and no disks are listed). */
export async function readProcMounts(): Promise<string> {
  return fs.readFile('/proc/mounts', 'utf8').catch(() => '');
}
