import { z } from 'zod';

import { idListSchema, listQuerySchema, timestampSchema } from '../common/list-query.js';

export const BACKUP_KINDS = ['manual', 'scheduled', 'uploaded'] as const;
export const BACKUP_VERIFY_STATUSES = ['pending', 'passed', 'failed'] as const;

/** 数据库备份: one backup file in the storage service, with what its check found. */
export const databaseBackupSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** How many migrations the database had; the running code's count is in the list's answer. */
  schemaVersion: z.number().int(),
  schemaTag: z.string(),
  tables: z.number().int(),
  rows: z.number().int(),
  durationMs: z.number().int(),
  kind: z.enum(BACKUP_KINDS),
  verifyStatus: z.enum(BACKUP_VERIFY_STATUSES),
  verifyMessage: z.string(),
  verifiedAt: timestampSchema.nullable(),
  createBy: z.string(),
  createTime: timestampSchema,
});
export type DatabaseBackup = z.infer<typeof databaseBackupSchema>;

export const backupQuerySchema = listQuerySchema(['createTime'] as const).extend({
  kind: z.enum(BACKUP_KINDS, { error: '备份方式只能是 manual、scheduled 或 uploaded' }).optional(),
});
export type BackupQuery = z.input<typeof backupQuerySchema>;

export const backupPageSchema = z.object({
  content: z.array(databaseBackupSchema),
  totalElements: z.number().int(),
  /** The running code's schema version: a backup above it cannot be restored here. */
  schemaVersion: z.number().int(),
});

/**
 * The caller's password typed again: downloading, restoring and deleting backups need it (a backup
 * holds every password hash and every enterprise's data). Missing or wrong → 401 with a field error.
 */
const confirmPassword = z.string().max(128).optional();

export const restoreBodySchema = z
  .object({
    confirm: z.literal(true, { error: '恢复会用备份替换当前全部数据，请传 confirm: true 确认' }),
    password: confirmPassword,
  })
  .strict();

export const deleteBackupsBodySchema = z
  .object({
    ids: idListSchema,
    password: confirmPassword,
  })
  .strict();
export type DeleteBackupsBody = z.infer<typeof deleteBackupsBodySchema>;

export const backupDownloadBodySchema = z.object({ password: confirmPassword }).strict();

/** A one-time address for the file: the browser fetches it itself and streams it to disk. */
export const backupDownloadTicketSchema = z.object({
  /** Same-origin path with a single-use ticket that lapses at `expiresAt` (a minute). */
  url: z.string(),
  expiresAt: timestampSchema,
});
export type BackupDownloadTicket = z.infer<typeof backupDownloadTicketSchema>;

export const backupDownloadQuerySchema = z.object({
  ticket: z.string().min(1, '下载地址缺少 ticket，请在“数据库备份”中重新点下载').max(300),
});

export const restoreResultSchema = z.object({
  backupId: z.number().int(),
  tables: z.number().int(),
  rows: z.number().int(),
  durationMs: z.number().int(),
  /** Sessions signed in after the backup was taken, now ended. */
  endedSessions: z.number().int(),
  /** 操作日志 and 异常日志 rows the replaced database had and the backup lacked, kept. */
  carriedLogs: z.number().int(),
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;

/** The scheduled backups: the job of 定时任务 that takes them, and how many it keeps. */
export const backupScheduleSchema = z.object({
  /** null when the job was deleted (it comes back at the next start). */
  jobId: z.number().int().nullable(),
  cronExpression: z.string(),
  paused: z.boolean(),
  keepDaily: z.number().int(),
  keepWeekly: z.number().int(),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;

/** An uploaded backup file is at most this large. */
export const BACKUP_UPLOAD_MAX_BYTES = 2 * 1024 * 1024 * 1024;
