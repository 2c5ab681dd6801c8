import { sql } from 'drizzle-orm';

import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { badRequest } from '../../lib/http-error.js';
import type { DbOrTx } from '../access/access-transitions.js';
import { deptSubtreeIds } from '../org/worker-query.service.js';

export interface TraineeSelection {
  deptIds: number[];
  jobIds: number[];
  workerIds: number[];
}

const DEPT_UNKNOWN = '所选部门不存在或已被删除，请刷新后重新选择';
const JOB_UNKNOWN = '所选岗位不存在或已被删除，请刷新后重新选择';
const WORKER_UNKNOWN = '所选员工不存在或已被删除，请刷新后重新选择';

/** Every id of the selection belongs to the enterprise (another's ids are simply unknown here). */
export async function checkSelection(
  db: DbOrTx,
  scope: EnterpriseScope,
  sel: TraineeSelection,
): Promise<void> {
  const checks: [string, number[], string, string][] = [
    ['ent_dept', sel.deptIds, 'deptIds', DEPT_UNKNOWN],
    ['ent_job', sel.jobIds, 'jobIds', JOB_UNKNOWN],
    ['ent_worker', sel.workerIds, 'workerIds', WORKER_UNKNOWN],
  ];
  for (const [table, ids, field, message] of checks) {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) continue;
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)}
          where enterprise_id = ${scope.enterpriseId} and id = any(${sql.param(wanted)}::bigint[])`,
    );
    if (rows[0]?.n !== wanted.length) throw badRequest(message, { [field]: [message] });
  }
}

/**
 * The staff a selection names today: the departments with their whole subtrees, the posts and
 * the listed workers, together; only staff still 在职.
 */
export async function selectedWorkerIds(
  db: DbOrTx,
  scope: EnterpriseScope,
  sel: TraineeSelection,
): Promise<number[]> {
  if (sel.deptIds.length + sel.jobIds.length + sel.workerIds.length === 0) return [];
  const { rows } = await db.execute<{ id: number }>(sql`
    select w.id::int as id from ent_worker w
    where w.enterprise_id = ${scope.enterpriseId} and w.status = 'active'
      and (w.dept_id in ${deptSubtreeIds(scope, sel.deptIds)}
           or w.job_id = any(${sql.param(sel.jobIds)}::bigint[])
           or w.id = any(${sql.param(sel.workerIds)}::bigint[]))
    order by w.id`);
  return rows.map((r) => Number(r.id));
}
