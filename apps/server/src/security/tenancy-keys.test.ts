import { readFile } from 'node:fs/promises';

import Fastify from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';

import errorsPlugin, { CROSS_ENTERPRISE } from '../plugins/errors.js';
import { createTestDatabase } from '../testing/build-test-app.js';

/**
 * Issue 30 §2: a row can only reference rows of its own enterprise, and PostgreSQL itself says so.
 * Raw SQL on a fresh demo database, no service in between: what a forgotten scope would write.
 */
const PAIRS = [
  'ent_dept_parent_same_enterprise_fk',
  'ent_worker_dept_same_enterprise_fk',
  'ent_worker_job_same_enterprise_fk',
  'train_plan_worker_plan_same_enterprise_fk',
  'train_plan_worker_worker_same_enterprise_fk',
  'train_record_plan_same_enterprise_fk',
  'train_record_worker_same_enterprise_fk',
  'train_cert_plan_same_enterprise_fk',
  'train_cert_worker_same_enterprise_fk',
  'train_launch_worker_same_enterprise_fk',
  'train_launch_plan_same_enterprise_fk',
  'train_launch_device_same_enterprise_fk',
  'train_launch_command_same_enterprise_fk',
  'train_record_launch_same_enterprise_fk',
  'train_practice_launch_same_enterprise_fk',
  'device_command_device_same_enterprise_fk',
  'exam_question_bank_same_enterprise_fk',
  'exam_arrangement_paper_same_enterprise_fk',
  'exam_arrangement_plan_same_enterprise_fk',
  'exam_candidate_exam_same_enterprise_fk',
  'exam_candidate_worker_same_enterprise_fk',
  'exam_attempt_exam_same_enterprise_fk',
  'exam_attempt_worker_same_enterprise_fk',
];

describe('tenancy keys', async () => {
  const { pool } = await createTestDatabase();
  const one = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await pool.query<T>(text, values)).rows[0]!;
  /** The PostgreSQL error a statement raises, or undefined if it went through. */
  const refused = async (text: string, values: unknown[]) => {
    try {
      await pool.query(text, values);
      return undefined;
    } catch (err) {
      return err as { code?: string; constraint?: string };
    }
  };

  let a: { enterprise: number; dept: number; job: number; worker: number; plan: number; soft: number };
  let b: { enterprise: number; dept: number; job: number; worker: number };
  beforeAll(async () => {
    const worker = await one<{ id: number; enterprise_id: number; soft_id: number }>(
      `select w.id::int, w.enterprise_id::int, p.soft_id::int from ent_worker w
       join train_plan p on p.enterprise_id = w.enterprise_id order by w.id limit 1`,
    );
    const e = worker.enterprise_id;
    a = {
      enterprise: e,
      dept: (await one<{ id: number }>('select id::int from ent_dept where enterprise_id = $1 limit 1', [e]))
        .id,
      job: (await one<{ id: number }>('select id::int from ent_job where enterprise_id = $1 limit 1', [e]))
        .id,
      worker: worker.id,
      plan: (
        await one<{ id: number }>('select id::int from train_plan where enterprise_id = $1 limit 1', [e])
      ).id,
      soft: worker.soft_id,
    };
    const eb = (
      await one<{ id: number }>(
        `insert into enterprise (name, credit_code) values ('乙煤业', '91140200MA0K000B9X') returning id::int`,
      )
    ).id;
    const dept = (
      await one<{ id: number }>(
        `insert into ent_dept (enterprise_id, name) values ($1, '乙部门') returning id::int`,
        [eb],
      )
    ).id;
    const job = (
      await one<{ id: number }>(
        `insert into ent_job (enterprise_id, name) values ($1, '乙岗位') returning id::int`,
        [eb],
      )
    ).id;
    const w = await one<{ id: number }>(
      `insert into ent_worker (enterprise_id, employee_no, name, phone, dept_id, job_id)
       values ($1, 'B001', '乙员工', '13900000001', $2, $3) returning id::int`,
      [eb, dept, job],
    );
    b = { enterprise: eb, dept, job, worker: w.id };
  });

  it('has a same-enterprise key for every reference inside an enterprise', async () => {
    const { rows } = await pool.query<{ conname: string }>(
      `select conname from pg_constraint where contype = 'f' and conname like '%\\_same\\_enterprise\\_fk'`,
    );
    expect(rows.map((r) => r.conname).sort()).toEqual([...PAIRS].sort());
  });

  it('refuses a worker of B in a department or post of A, on INSERT and on UPDATE', async () => {
    const insertDept = await refused(
      `insert into ent_worker (enterprise_id, employee_no, name, phone, dept_id) values ($1, 'B002', '越界', '13900000002', $2)`,
      [b.enterprise, a.dept],
    );
    expect(insertDept).toMatchObject({ code: '23503', constraint: 'ent_worker_dept_same_enterprise_fk' });
    const updateDept = await refused('update ent_worker set dept_id = $1 where id = $2', [a.dept, b.worker]);
    expect(updateDept).toMatchObject({ code: '23503', constraint: 'ent_worker_dept_same_enterprise_fk' });
    const updateJob = await refused('update ent_worker set job_id = $1 where id = $2', [a.job, b.worker]);
    expect(updateJob).toMatchObject({ code: '23503', constraint: 'ent_worker_job_same_enterprise_fk' });
    const parent = await refused(
      `insert into ent_dept (enterprise_id, pid, name) values ($1, $2, '越界子部门')`,
      [b.enterprise, a.dept],
    );
    expect(parent).toMatchObject({ code: '23503', constraint: 'ent_dept_parent_same_enterprise_fk' });
    // B's worker is where it was, and its own department and post still take it.
    expect(await one('select dept_id::int, job_id::int from ent_worker where id = $1', [b.worker])).toEqual({
      dept_id: b.dept,
      job_id: b.job,
    });
  });

  it("refuses B's trainees, records and certificates that name A's worker or plan", async () => {
    const record = `insert into train_record (enterprise_id, worker_id, plan_id, soft_id, started_at, ended_at, duration_s, score, passed, source)
      values ($1, $2, $3, $4, now() - interval '1 hour', now(), 3600, 90, true, 'manual')`;
    expect(await refused(record, [b.enterprise, a.worker, null, a.soft])).toMatchObject({
      code: '23503',
      constraint: 'train_record_worker_same_enterprise_fk',
    });
    expect(await refused(record, [b.enterprise, b.worker, a.plan, a.soft])).toMatchObject({
      code: '23503',
      constraint: 'train_record_plan_same_enterprise_fk',
    });
    const trainee = 'insert into train_plan_worker (enterprise_id, plan_id, worker_id) values ($1, $2, $3)';
    expect(await refused(trainee, [a.enterprise, a.plan, b.worker])).toMatchObject({
      constraint: 'train_plan_worker_worker_same_enterprise_fk',
    });
    expect(await refused(trainee, [b.enterprise, a.plan, b.worker])).toMatchObject({
      constraint: 'train_plan_worker_plan_same_enterprise_fk',
    });
    const cert = `insert into train_cert (enterprise_id, plan_id, worker_id, code) values ($1, $2, $3, 'XENT00000001')`;
    expect(await refused(cert, [a.enterprise, a.plan, b.worker])).toMatchObject({
      constraint: 'train_cert_worker_same_enterprise_fk',
    });
    expect(await refused(cert, [b.enterprise, a.plan, b.worker])).toMatchObject({
      constraint: 'train_cert_plan_same_enterprise_fk',
    });
    // The same row within one enterprise goes through.
    expect(await refused(record, [a.enterprise, a.worker, a.plan, a.soft])).toBeUndefined();
  });

  it('deleting a plan keeps its records (plan_id set null, enterprise_id kept)', async () => {
    const plan = await one<{ id: number }>(
      `insert into train_plan (enterprise_id, name, soft_id, start_time, end_time, required_hours, pass_score)
       values ($1, '删掉的计划', $2, now(), now() + interval '1 day', 1, 60) returning id::int`,
      [a.enterprise, a.soft],
    );
    const rec = await one<{ id: number }>(
      `insert into train_record (enterprise_id, worker_id, plan_id, soft_id, started_at, ended_at, duration_s, score, passed, source)
       values ($1, $2, $3, $4, now() - interval '1 hour', now(), 3600, 90, true, 'manual') returning id::int`,
      [a.enterprise, a.worker, plan.id, a.soft],
    );
    await pool.query('delete from train_plan where id = $1', [plan.id]);
    expect(await one('select enterprise_id::int, plan_id from train_record where id = $1', [rec.id])).toEqual(
      {
        enterprise_id: a.enterprise,
        plan_id: null,
      },
    );
  });

  it('the migration stops on existing cross-enterprise rows, naming the table and the count', async () => {
    const migration = await readFile(
      new URL('../../migrations/0012_tenancy_composite_keys.sql', import.meta.url),
      'utf8',
    );
    const check = migration.split('--> statement-breakpoint')[0]!;
    expect(check).toContain('DO $$');
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('alter table ent_worker drop constraint ent_worker_dept_same_enterprise_fk');
      await client.query('update ent_worker set dept_id = $1 where id = $2', [a.dept, b.worker]);
      await expect(client.query(check)).rejects.toThrow(
        /ent_worker\.dept_id : 1 row\(s\) reference a ent_dept row/,
      );
    } finally {
      await client.query('rollback');
      client.release();
    }
    // Clean data passes the same check.
    await expect(pool.query(check)).resolves.toBeDefined();
  });

  it('a refusal that reaches the error funnel answers 404 or 409 with what to do, never 500', async () => {
    // A route that forgot its scope checks: the database's refusal is all that stands.
    const app = Fastify();
    await app.register(errorsPlugin);
    app.post('/move', () =>
      pool.query('update ent_worker set dept_id = $1 where id = $2', [a.dept, b.worker]),
    );
    app.delete('/dept', () => pool.query('delete from ent_dept where id = $1', [b.dept]));
    try {
      const moved = await app.inject({ method: 'POST', url: '/move' });
      expect(moved.statusCode).toBe(404);
      expect(moved.json()).toMatchObject({ status: 404, message: CROSS_ENTERPRISE.insert.message });
      const removed = await app.inject({ method: 'DELETE', url: '/dept' });
      expect(removed.statusCode).toBe(409);
      expect(removed.json()).toMatchObject({ status: 409, message: CROSS_ENTERPRISE.delete.message });
    } finally {
      await app.close();
    }
  });
  it("refuses B's command or launch on A's device", async () => {
    const device = await one<{ id: number }>(
      `insert into device (enterprise_id, name, type, serial) values ($1, '甲设备', 'desktop', 'TENANCY-A') returning id::int`,
      [a.enterprise],
    );
    const command = await refused(
      `insert into device_command (enterprise_id, device_id, command, args, expires_at) values ($1, $2, 'restart', '{}', now())`,
      [b.enterprise, device.id],
    );
    expect(command).toMatchObject({ code: '23503', constraint: 'device_command_device_same_enterprise_fk' });
    const user = await one<{ id: number }>('select id::int from sys_user order by id limit 1');
    const launch = await refused(
      `insert into train_launch (enterprise_id, user_id, soft_id, device_id, ticket_sha256, expires_at)
       values ($1, $2, $3, $4, 'x', now())`,
      [b.enterprise, user.id, a.soft, device.id],
    );
    expect(launch).toMatchObject({ code: '23503', constraint: 'train_launch_device_same_enterprise_fk' });
  });
});
