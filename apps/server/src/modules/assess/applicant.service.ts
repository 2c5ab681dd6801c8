import type { ApplicantAssess, ApplicantAssessDetail, ApplicantAssessQuery, Assess } from '@coalsim/contract';
import { count, desc, eq, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { soft } from '../../db/tables/soft.table.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { notFound } from '../../lib/http-error.js';
import { orderByOf } from '../../lib/list-query.js';
import { softAccess } from '../access/access.table.js';
import { assess } from '../access/assess.table.js';
import { ASSESS_NOT_FOUND, scoresAndExperts, selectAssessments, toAssess } from './assess-record.js';
import { criterionAverages } from './assess-totals.js';

/**
 * The applicant's view of the assessments of its own software, reached only through its scope.
 * Averages and comments, never who the experts are or how to reach them.
 */
function toApplicant(a: Assess): ApplicantAssess {
  const { id: _roomId, ...room } = a.room;
  return {
    id: a.id,
    title: a.title,
    status: a.status,
    accessId: a.accessId,
    soft: a.soft,
    teamName: a.team.name,
    room,
    passScore: a.passScore,
    scoredCount: a.scoredCount,
    expertCount: a.expertCount,
    total: a.total,
    comment: a.comment,
    decidedAt: a.decidedAt,
    createTime: a.createTime,
  };
}

const filtersOf = (scope: EnterpriseScope, query: { status?: string }, id?: number): SQL =>
  scope.where(
    soft,
    query.status ? eq(assess.status, query.status) : undefined,
    id === undefined ? undefined : eq(assess.id, id),
  );

export async function listApplicantAssess(db: Db, scope: EnterpriseScope, query: ApplicantAssessQuery) {
  const where = filtersOf(scope, query);
  const order = orderByOf(
    query.sort,
    { id: assess.id, createTime: assess.createTime },
    [desc(assess.createTime)],
    assess.id,
  );
  const [rows, [total]] = await Promise.all([
    selectAssessments(db)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ n: count() })
      .from(assess)
      .innerJoin(softAccess, eq(softAccess.id, assess.accessId))
      .innerJoin(soft, eq(soft.id, softAccess.softId))
      .where(where),
  ]);
  const { scoresOf, expertCountOf } = await scoresAndExperts(db, rows);
  const content = rows.map((r) => toApplicant(toAssess(r, scoresOf(r.id), expertCountOf(r.teamId))));
  return { content, totalElements: total?.n ?? 0 };
}

/** Another enterprise's assessment answers 404, the same as one that does not exist. */
export async function getApplicantAssess(
  db: Db,
  scope: EnterpriseScope,
  id: number,
): Promise<ApplicantAssessDetail> {
  const [row] = await selectAssessments(db).where(filtersOf(scope, {}, id));
  if (!row) throw notFound(ASSESS_NOT_FOUND);
  const { scoresOf, expertCountOf } = await scoresAndExperts(db, [row]);
  const scores = scoresOf(id);
  return {
    ...toApplicant(toAssess(row, scores, expertCountOf(row.teamId))),
    criteria: criterionAverages(
      row.criteria,
      scores.map((s) => s.scores),
    ),
    comments: scores.flatMap((s) => (s.comment ? [s.comment] : [])),
  };
}
