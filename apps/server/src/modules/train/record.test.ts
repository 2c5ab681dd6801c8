import type { Page, TrainRecord } from '@coalsim/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { HOUR, trainContext } from '../../testing/train-fixtures.js';

describe('training records', async () => {
  const { app, enterprise, as, softId, workers, addRecord } = await trainContext();

  it('validates manual records', async () => {
    const base = {
      workerId: workers[3]!.id,
      softId,
      startedAt: Date.now() - 2 * HOUR,
      endedAt: Date.now() - HOUR,
      score: 75,
    };
    for (const wrong of [
      { score: 101 },
      { endedAt: base.startedAt - 1 },
      { workerId: 999999 },
      { deviceId: 5 },
      // Past JavaScript's last date: a 500 before the bounds.
      { startedAt: 8_640_000_000_000_001, endedAt: 8_640_000_000_000_002 },
      { endedAt: 8_640_000_000_000_001 },
      { startedAt: Date.UTC(1999, 0, 1), endedAt: Date.UTC(1999, 0, 1) + HOUR },
      // A session that has not ended yet cannot be entered by hand.
      { startedAt: Date.now() + HOUR, endedAt: Date.now() + 2 * HOUR },
    ]) {
      const res = await addRecord({ ...base, ...wrong });
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const ok = await addRecord(base);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<TrainRecord>()).toMatchObject({
      source: 'manual',
      passed: true,
      durationS: 3600,
      plan: null,
    });
  });

  it('keeps the daily rollup equal to the counted records after edits and deletions', async () => {
    const rec = (
      await addRecord({
        workerId: workers[7]!.id,
        softId,
        startedAt: Date.now() - 5 * HOUR,
        endedAt: Date.now() - 4 * HOUR,
        score: 50,
      })
    ).json<TrainRecord>();
    const edited = await app.inject({
      method: 'PUT',
      url: '/api/train/record',
      payload: {
        id: rec.id,
        updateTime: rec.updateTime,
        workerId: workers[7]!.id,
        softId,
        startedAt: rec.startedAt,
        endedAt: rec.startedAt + 2 * HOUR,
        score: 95,
      },
      ...as(enterprise),
    });
    expect(edited.json<TrainRecord>()).toMatchObject({ durationS: 7200, passed: true });
    const stale = await app.inject({
      method: 'PUT',
      url: '/api/train/record',
      payload: {
        id: rec.id,
        updateTime: rec.updateTime,
        workerId: workers[7]!.id,
        softId,
        startedAt: rec.startedAt,
        endedAt: rec.endedAt,
        score: 10,
      },
      ...as(enterprise),
    });
    expect(stale.statusCode).toBe(409);
    const sums = async () =>
      (
        await app.db.execute<{ same: boolean }>(sql`
          select (select coalesce(sum(records), 0) from train_stat_daily) = (select count(*) from train_record where not flagged)
             and (select coalesce(sum(seconds), 0) from train_stat_daily) = (select coalesce(sum(duration_s), 0) from train_record where not flagged)
             and (select coalesce(sum(passed), 0) from train_stat_daily) = (select count(*) from train_record where not flagged and passed)
             -- Progress added batch by batch equals progress recomputed from the records.
             and not exists (
               select 1 from train_plan_worker pw
               left join lateral (
                 select coalesce(sum(duration_s), 0) as secs, count(*) as n, max(score) as best
                 from train_record r where r.plan_id = pw.plan_id and r.worker_id = pw.worker_id and not r.flagged
               ) agg on true
               where pw.seconds_done <> agg.secs or pw.records <> agg.n or pw.best_score is distinct from agg.best
             ) as same`)
      ).rows[0]!.same;
    expect(await sums()).toBe(true);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/train/record', payload: [rec.id], ...as(enterprise) }))
        .statusCode,
    ).toBe(200);
    expect(await sums()).toBe(true);
  });

  it('keeps a worker who has training records: deleting them is 409, not a crash', async () => {
    const start = Date.now() - 6 * HOUR;
    const added = await addRecord({
      workerId: workers[5]!.id,
      softId,
      startedAt: start,
      endedAt: start + HOUR,
      score: 80,
    });
    expect(added.statusCode).toBe(201);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/center/worker',
      payload: [workers[5]!.id],
      ...as(enterprise),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/培训记录.*离职/);
  });

  it('lists with filters and exports; reported records are read-only', async () => {
    const list = await app.inject({
      method: 'GET',
      url: `/api/train/record?source=manual&passed=true&softId=${softId}&size=100`,
      ...as(enterprise),
    });
    const rows = list.json<Page<TrainRecord>>().content;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.source === 'manual' && r.passed && r.soft.id === softId)).toBe(true);
    const byName = await app.inject({
      method: 'GET',
      url: `/api/train/record?blurry=${encodeURIComponent(workers[5]!.employeeNo)}`,
      ...as(enterprise),
    });
    const named = byName.json<Page<TrainRecord>>().content;
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((r) => r.worker.id === workers[5]!.id)).toBe(true);
    const xlsx = await app.inject({
      method: 'GET',
      url: '/api/train/record/download?source=manual',
      ...as(enterprise),
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const reported = await app.db.execute<{ id: number }>(sql`
      insert into train_record (enterprise_id, worker_id, soft_id, started_at, ended_at, duration_s, score, passed, source)
      select enterprise_id, id, ${softId}, now() - interval '2 hours', now() - interval '1 hour', 3600, 90, true, 'reported'
      from ent_worker where id = ${workers[8]!.id} returning id::int as id`);
    const id = reported.rows[0]!.id;
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/train/record', payload: [id], ...as(enterprise) }))
        .statusCode,
    ).toBe(409);
  });
});
