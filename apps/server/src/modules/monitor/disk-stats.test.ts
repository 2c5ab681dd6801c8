import type { StatsFs } from 'node:fs';

import { describe, expect, it, vi } from 'vitest';

import { DiskStats, localMounts } from './disk-stats.js';

/** A server's /proc/mounts with local disks, a container's root and every kind that is not local. */
const PROC_MOUNTS = `sysfs /sys sysfs rw,nosuid,nodev,noexec,relatime 0 0
proc /proc proc rw,nosuid,nodev,noexec,relatime 0 0
/dev/sda1 / ext4 rw,relatime 0 0
/dev/sda1 /var/lib/coalsim ext4 rw,relatime 0 0
/dev/sdb1 /srv/data xfs rw,relatime 0 0
/dev/sdc1 /mnt/my\\040disk btrfs rw,relatime 0 0
overlay /var/lib/docker/overlay2/abc/merged overlay rw,relatime 0 0
tmpfs /run tmpfs rw,nosuid,nodev 0 0
nas:/export/backups /mnt/backups nfs4 rw,relatime,vers=4.2 0 0
nas:/old /mnt/old nfs rw,relatime 0 0
//fileserver/share /mnt/share cifs rw,relatime 0 0
//fileserver/smb3 /mnt/smb3 smb3 rw,relatime 0 0
user@host:/home /mnt/ssh fuse.sshfs rw,nosuid,nodev 0 0
bucket /mnt/s3 fuse.s3fs rw,nosuid,nodev 0 0
/dev/sdd1 /mnt/usb fuseblk rw,nosuid,nodev 0 0
hostshare /mnt/9p 9p rw,relatime 0 0
10.0.0.1:6789:/ /mnt/ceph ceph rw,relatime 0 0
gluster:/vol /mnt/gluster glusterfs rw,relatime 0 0
systemd-1 /mnt/auto autofs rw,relatime 0 0
`;

const sizes = (blocks: number): StatsFs =>
  ({ type: 0, bsize: 4096, blocks, bfree: blocks / 2, bavail: blocks / 4, files: 0, ffree: 0 }) as StatsFs;

describe('服务监控 disks', () => {
  it('asks only local file systems, one per device, with escaped paths read back', () => {
    expect(localMounts(PROC_MOUNTS)).toEqual([
      { device: '/dev/sda1', mount: '/', fsType: 'ext4' },
      { device: '/dev/sdb1', mount: '/srv/data', fsType: 'xfs' },
      { device: '/dev/sdc1', mount: '/mnt/my disk', fsType: 'btrfs' },
      { device: 'overlay', mount: '/var/lib/docker/overlay2/abc/merged', fsType: 'overlay' },
    ]);
  });

  it('reports a mount whose statfs does not answer as not responding, and never asks it twice at once', async () => {
    const statfs = vi.fn((path: string) =>
      path === '/srv/data' ? new Promise<StatsFs>(() => undefined) : Promise.resolve(sizes(1000)),
    );
    const disks = new DiskStats(statfs, 20);
    const mounts = localMounts(PROC_MOUNTS);
    const first = await disks.read(mounts);
    expect(first.find((d) => d.mount === '/srv/data')).toEqual({
      mount: '/srv/data',
      fsType: 'xfs',
      size: 0,
      used: 0,
      available: 0,
      usage: 0,
      responding: false,
    });
    expect(first.find((d) => d.mount === '/')).toEqual({
      mount: '/',
      fsType: 'ext4',
      size: 4096 * 1000,
      used: 4096 * 500,
      available: 4096 * 250,
      usage: 66.7,
      responding: true,
    });
    for (let i = 0; i < 5; i++) {
      const again = await disks.read(mounts);
      expect(again.find((d) => d.mount === '/srv/data')?.responding).toBe(false);
    }
    // The hung statfs holds one thread; the six readings started no other for that mount.
    expect(statfs.mock.calls.filter(([path]) => path === '/srv/data')).toHaveLength(1);
    expect(statfs.mock.calls.filter(([path]) => path === '/')).toHaveLength(6);
  });

  it('asks a mount again once its slow statfs has answered, and leaves out one it may not read', async () => {
    let answer!: (s: StatsFs) => void;
    const statfs = vi.fn((path: string) => {
      if (path === '/mnt/my disk')
        return Promise.reject(Object.assign(new Error('denied'), { code: 'EACCES' }));
      return statfs.mock.calls.length === 1
        ? new Promise<StatsFs>((resolve) => (answer = resolve))
        : Promise.resolve(sizes(2000));
    });
    const disks = new DiskStats(statfs, 20);
    const mounts = localMounts(PROC_MOUNTS).slice(0, 3);
    expect((await disks.read(mounts)).map((d) => [d.mount, d.responding])).toEqual([
      ['/', false],
      ['/srv/data', true],
    ]);
    answer(sizes(1000));
    await vi.waitFor(async () => {
      const later = await disks.read(mounts);
      expect(later.find((d) => d.mount === '/')).toMatchObject({ size: 4096 * 2000, responding: true });
    });
    expect(statfs.mock.calls.filter(([path]) => path === '/')).toHaveLength(2);
  });
});
