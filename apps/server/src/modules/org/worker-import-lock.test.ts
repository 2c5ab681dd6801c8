import { WORKER_IMPORT_COLUMNS } from '@coalsim/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { multipartBody } from '../../testing/multipart.js';
import { IMPORT_BUSY, poolOf } from './worker-import-lock.js';

describe('worker import: one at a time per enterprise', async () => {
  const { app, db } = await buildTestApp();
  const enterprise = await signIn(app, 'enterprise');
  const info = await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(enterprise) });
  const enterpriseId = info.json<{ enterprise: { id: number } }>().enterprise.id;
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('员工').addRow([...WORKER_IMPORT_COLUMNS]);
  const file = Buffer.from(await wb.xlsx.writeBuffer());
  const upload = () => {
    const form = multipartBody([{ name: 'file', filename: '员工.xlsx', content: file }]);
    return app.inject({
      method: 'POST',
      url: '/api/center/worker/import?dryRun=true',
      headers: { ...bearer(enterprise), ...form.headers },
      payload: form.payload,
    });
  };

  it('answers 409 while another instance (another connection) holds the enterprise import lock, and serves after', async () => {
    const other = await poolOf(db).connect();
    try {
      await other.query("SELECT pg_advisory_lock(hashtext('worker_import'), $1)", [enterpriseId]);
      const busy = await upload();
      expect(busy.statusCode, busy.body).toBe(409);
      expect(busy.json<{ message: string }>().message).toBe(IMPORT_BUSY);
      await other.query("SELECT pg_advisory_unlock(hashtext('worker_import'), $1)", [enterpriseId]);
    } finally {
      other.release();
    }
    // The lock is free again: the sheet is read (a header without rows: 400, not 409).
    const after = await upload();
    expect(after.statusCode, after.body).toBe(400);
    // And the route released its own lock: a second import is not refused either.
    expect((await upload()).statusCode).toBe(400);
  });
});
