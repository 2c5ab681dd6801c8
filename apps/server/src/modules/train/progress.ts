import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../access/access-transitions.js';

export interface PlanTrainee {
  planId: number;
  workerId: number;
}

const unique = (pairs: readonly PlanTrainee[]): PlanTrainee[] => {
  const seen = new Map(pairs.map((p) => [`${p.planId}:${p.workerId}`, p]));
  return [...seen.values()].map(({ planId, workerId }) => ({ planId, workerId }));
};

/** A counted record's contribution to its trainee's progress in a plan. */
export interface PlanContribution extends PlanTrainee {
  durationS: number;
  score: number;
}

/**
 * Brings trainees' progress in line with their plan's counted records (not flagged), recomputed
 * from the records — for edits and deletions, after which a sum cannot simply be adjusted.
 */
export async function refreshProgress(tx: DbOrTx, pairs: readonly PlanTrainee[], now: Date): Promise<void> {
  const list = unique(pairs);
  if (list.length === 0) return;
  const plans = sql.param(list.map((p) => p.planId));
  const workers = sql.param(list.map((p) => p.workerId));
  await tx.execute(sql`
    update train_plan_worker pw
    set seconds_done = agg.secs, best_score = agg.best, records = agg.n, update_time = now()
    from (
      select t.plan_id, t.worker_id, coalesce(sum(r.duration_s), 0)::int as secs, max(r.score) as best,
             count(r.id)::int as n
      from unnest(${plans}::bigint[], ${workers}::bigint[]) as t(plan_id, worker_id)
      left join train_record r on r.plan_id = t.plan_id and r.worker_id = t.worker_id and not r.flagged
      group by t.plan_id, t.worker_id
    ) agg
    where pw.plan_id = agg.plan_id and pw.worker_id = agg.worker_id`);
  await completePlans(tx, list, now);
}

/**
 * Adds new counted records to their trainees' progress: the batch's own sums, without reading
 * the trainees' earlier records again (a plan's thousands of sessions would otherwise be read on
 * every report: the ingest bench measured that growing with the plan).
 */
export async function addProgress(tx: DbOrTx, added: readonly PlanContribution[], now: Date): Promise<void> {
  if (added.length === 0) return;
  await tx.execute(sql`
    update train_plan_worker pw
    set seconds_done = pw.seconds_done + t.secs, records = pw.records + t.n,
        best_score = greatest(pw.best_score, t.best), update_time = now()
    from (
      select plan_id, worker_id, sum(secs)::int as secs, count(*)::int as n, max(score) as best
      from unnest(${sql.param(added.map((a) => a.planId))}::bigint[], ${sql.param(added.map((a) => a.workerId))}::bigint[],
                  ${sql.param(added.map((a) => a.durationS))}::int[], ${sql.param(added.map((a) => a.score))}::numeric[])
           as r(plan_id, worker_id, secs, score)
      group by plan_id, worker_id
    ) t
    where pw.plan_id = t.plan_id and pw.worker_id = t.worker_id`);
  await completePlans(tx, unique(added), now);
}

/** The trainee's passing best score in the published exam that is the plan's theory part, if any. */
const theoryScore = sql`(select c.best_score from exam_arrangement e
  join exam_candidate c on c.exam_id = e.id and c.worker_id = pw.worker_id and c.passed_at is not null
  where e.plan_id = p.id and e.status = 'published')`;

/**
 * Marks the trainees who now meet their plan completed and issues their certificate: the hours,
 * the best practical score and, where a published exam names the plan as its theory part, a pass
 * in that exam (the exam module calls this when one is passed; its tables are read here by SQL
 * only). A completion, once reached, stands: the certificate has been issued and may have been
 * shown to someone.
 */
export async function completePlans(tx: DbOrTx, list: readonly PlanTrainee[], now: Date): Promise<void> {
  const plans = sql.param(list.map((p) => p.planId));
  const workers = sql.param(list.map((p) => p.workerId));
  // The code: 48 random bits from gen_random_uuid() (a strong source), as 12 hex characters.
  await tx.execute(sql`
    with done as (
      update train_plan_worker pw set completed_at = ${now.toISOString()}::timestamptz
      from train_plan p
      where p.id = pw.plan_id and pw.completed_at is null
        and (pw.plan_id, pw.worker_id) in (select * from unnest(${plans}::bigint[], ${workers}::bigint[]))
        and pw.seconds_done >= p.required_hours * 3600 and pw.best_score >= p.pass_score
        and (${theoryScore} is not null
             or not exists (select 1 from exam_arrangement e where e.plan_id = p.id and e.status = 'published'))
      returning pw.enterprise_id, pw.plan_id, pw.worker_id, p.valid_months, ${theoryScore} as theory_score
    )
    insert into train_cert (enterprise_id, plan_id, worker_id, code, issued_at, expires_at, theory_score)
    select enterprise_id, plan_id, worker_id, upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)),
           ${now.toISOString()}::timestamptz,
           case when valid_months is null then null
                else ${now.toISOString()}::timestamptz + make_interval(months => valid_months) end,
           theory_score
    from done
    on conflict (plan_id, worker_id) do nothing`);
}

/**
 * For each record of `softId` (worker, start), the published plan it counts towards: one whose
 * trainee the worker is and whose period holds the start — the one ending first if several do.
 * One query for a whole batch.
 */
export async function plansForRecords(
  tx: DbOrTx,
  softId: number,
  records: readonly { workerId: number; startedAt: Date }[],
): Promise<({ id: number; passScore: number } | undefined)[]> {
  if (records.length === 0) return [];
  const { rows } = await tx.execute<{ i: number; id: number; pass_score: string }>(sql`
    select distinct on (t.i) t.i::int as i, p.id::int as id, p.pass_score
    from unnest(${sql.param(records.map((r) => r.workerId))}::bigint[],
                ${sql.param(records.map((r) => r.startedAt.toISOString()))}::timestamptz[])
         with ordinality as t(worker_id, started_at, i)
    join train_plan_worker pw on pw.worker_id = t.worker_id
    join train_plan p on p.id = pw.plan_id and p.status = 'published' and p.soft_id = ${softId}
      and p.start_time <= t.started_at and p.end_time >= t.started_at
    order by t.i, p.end_time, p.id`);
  const found = new Map(
    rows.map((r) => [Number(r.i) - 1, { id: Number(r.id), passScore: Number(r.pass_score) }]),
  );
  return records.map((_, i) => found.get(i));
}

/** Without a plan, a record passes at 60 — the usual pass mark of the industry's exams. */
export const DEFAULT_PASS_SCORE = 60;
