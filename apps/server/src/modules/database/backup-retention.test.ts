import { describe, expect, it } from 'vitest';

import { signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { JOB_HANDLER_FUNCTIONS } from '../jobs/handlers.js';
import { createFileStore } from '../storage/storage-backend.js';
import { backupsToDrop, scheduledBackups } from './backup-retention.js';
import { backupSealKey } from './backup-seal.js';
import { databaseBackup } from './backup.table.js';

// Noon in China on the given day of November 2026 (UTC+8).
const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour - 8));

describe('retention of scheduled backups', () => {
  it('keeps the newest of each of the last N days and of the last M weeks', () => {
    const rows = [
      { id: 1, createTime: at(2) }, // Mon of week 45
      { id: 2, createTime: at(8) }, // Sun of week 45
      { id: 3, createTime: at(16) }, // Mon of week 47
      { id: 4, createTime: at(20, 2) }, // Fri week 47, early
      { id: 5, createTime: at(20, 23) }, // Fri week 47, late: the day's newest
      { id: 6, createTime: at(21) },
      { id: 7, createTime: at(22) },
    ];
    // 2 days: 22nd and 21st. 3 weeks: 47 (id 7), 45 (id 2)… week 46 has none, so 3 weeks reach id 2.
    expect(backupsToDrop(rows, 2, 3).sort()).toEqual([1, 3, 4, 5]);
    // Seven days reach back past the oldest: only the 20th’s earlier backup goes.
    expect(backupsToDrop(rows, 7, 0)).toEqual([4]);
    // A day ends at midnight in China, not in UTC: 23:00 and 02:00 on the 20th are one day.
    expect(backupsToDrop(rows.slice(3, 5), 1, 0)).toEqual([4]);
  });

  it('takes a checked backup on schedule and drops the scheduled ones past the retention', async () => {
    const { app, db, database, dataDir, secretKey } = await buildTestApp();
    await signIn(app, 'admin');
    const store = await createFileStore({ dataDir });
    const old = {
      storedName: 'gone.zip',
      backend: 'local',
      size: 1,
      sha256: 'x'.repeat(64),
      schemaVersion: 1,
    };
    const common = { ...old, schemaTag: 't', tables: 1, rows: 1, durationMs: 1, fileName: 'old.zip' };
    await db.insert(databaseBackup).values([
      { ...common, storedName: 'a.zip', kind: 'scheduled', createTime: at(1) },
      { ...common, storedName: 'b.zip', kind: 'manual', createTime: at(1) },
    ]);
    const result = await JOB_HANDLER_FUNCTIONS.backupDatabase({
      db,
      params: { keepDaily: 1, keepWeekly: 0 },
      services: {
        store,
        log: app.log,
        backups: scheduledBackups(db, database.pool, store, backupSealKey(secretKey), app.log),
      },
    });
    expect(result).toMatch(/已校验；按保留规则删除了 1 个旧的定时备份/);
    const left = await db
      .select({ kind: databaseBackup.kind, name: databaseBackup.storedName })
      .from(databaseBackup);
    expect(left.map((r) => r.kind).sort()).toEqual(['manual', 'scheduled']);
    expect(left.some((r) => r.name === 'a.zip')).toBe(false);
  });
});
