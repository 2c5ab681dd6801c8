import { z } from 'zod';

export const BACKUP_FORMAT = 'coalsim-backup';
/** 2: the manifest is sealed (backup-seal.ts). Files of version 1 carry no seal and are refused. */
export const BACKUP_FORMAT_VERSION = 2;
export const MANIFEST_ENTRY = 'manifest.json';
/** The manifest's seal: the hex HMAC of manifest.json's bytes. */
export const SEAL_ENTRY = 'manifest.sig';
/** The catalog of backups is never in a backup: a restore keeps the current one. */
export const CATALOG_TABLE = 'database_backup';

const identifier = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

/** What a backup file says about itself; everything in it is checked before it is trusted. */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  schemaVersion: z.number().int().min(1),
  schemaTag: z.string().max(100),
  postgres: z.string().max(100),
  tables: z
    .array(
      z.object({
        name: identifier,
        columns: z.array(identifier).min(1).max(1600),
        rows: z.number().int().nonnegative(),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
      }),
    )
    .max(1000),
  sequences: z.array(z.object({ name: identifier, value: z.number().int().nullable() })).max(1000),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** Where a table's rows are in the zip (COPY text format, one line per row). */
export const tableEntry = (table: string) => `data/${table}.copy`;
