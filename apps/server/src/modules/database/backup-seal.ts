import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * A backup's manifest names every table with its row count and sha256, so a keyed MAC over the
 * manifest's bytes vouches for the whole file. The key is derived from the server's SECRET_KEY
 * (HKDF, a key of its own): a file restores only where the key that sealed it is configured.
 */
export type SealKey = Buffer & { readonly __sealKey: unique symbol };

const INFO = 'coalsim/backup-manifest/hmac-sha256';

export function backupSealKey(serverKey: Buffer): SealKey {
  return Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), INFO, 32)) as SealKey;
}

/** The seal of a manifest's exact bytes, hex. */
export function sealOf(key: SealKey, manifest: Buffer): string {
  return createHmac('sha256', key).update(manifest).digest('hex');
}

export function sealHolds(key: SealKey, manifest: Buffer, seal: string): boolean {
  const expected = Buffer.from(sealOf(key, manifest), 'hex');
  const given = /^[0-9a-f]{64}$/.test(seal) ? Buffer.from(seal, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
