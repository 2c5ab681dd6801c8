import type { AssessDetail, AssessQuery } from '@coalsim/contract';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise } from '../../db/tables/account.table.js';
import { soft } from '../../db/tables/soft.table.js';
import { notFound } from '../../lib/http-error.js';
import { blurryMatch, orderByOf } from '../../lib/list-query.js';
import { EXPORT_LIMIT } from '../../lib/xlsx.js';
import { softAccess } from '../access/access.table.js';
import { assess, assessTeam, assessTeamMember } from '../access/assess.table.js';
import {
  ASSESS_NOT_FOUND,
  scoresAndExperts,
  selectAssessments,
  toAssess,
  toAssessments,
} from './assess-record.js';

function filtersOf(query: AssessQuery): SQL | undefined {
  return and(
    blurryMatch([assess.title, soft.name, enterprise.name, assessTeam.name], query.blurry),
    query.status ? eq(assess.status, query.status) : undefined,
    query.teamId ? eq(assess.teamId, query.teamId) : undefined,
  );
}

const orderOf = (query: AssessQuery) =>
  orderByOf(
    query.sort,
    { id: assess.id, createTime: assess.createTime, decidedAt: assess.decidedAt },
    [desc(assess.createTime)],
    assess.id,
  );

export async function listAssess(db: Db, query: AssessQuery) {
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    selectAssessments(db)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ n: count() })
      .from(assess)
      .innerJoin(softAccess, eq(softAccess.id, assess.accessId))
      .innerJoin(soft, eq(soft.id, softAccess.softId))
      .innerJoin(enterprise, eq(enterprise.id, softAccess.enterpriseId))
      .innerJoin(assessTeam, eq(assessTeam.id, assess.teamId))
      .where(where),
  ]);
  return { content: await toAssessments(db, rows), totalElements: total?.n ?? 0 };
}

export async function assessForExport(db: Db, query: AssessQuery) {
  const rows = await selectAssessments(db)
    .where(filtersOf(query))
    .orderBy(...orderOf(query))
    .limit(EXPORT_LIMIT);
  return toAssessments(db, rows);
}

export async function findAssessRow(db: Db, id: number) {
  const [row] = await selectAssessments(db).where(eq(assess.id, id));
  if (!row) throw notFound(ASSESS_NOT_FOUND);
  return row;
}

export async function getAssess(db: Db, id: number) {
  const row = await findAssessRow(db, id);
  return (await toAssessments(db, [row]))[0]!;
}

/**
 * With every expert's row: the team's members who can score (linked to an account), and anyone
 * who scored and has been unlinked since, so no score counted in the total goes unexplained.
 */
export async function getAssessDetail(db: Db, id: number): Promise<AssessDetail> {
  const row = await findAssessRow(db, id);
  const { scoresOf, expertCountOf } = await scoresAndExperts(db, [row]);
  const scores = scoresOf(id);
  const scoredIds = new Set(scores.map((s) => s.memberId));
  const members = await db
    .select({ id: assessTeamMember.id, name: assessTeamMember.name, userId: assessTeamMember.userId })
    .from(assessTeamMember)
    .where(eq(assessTeamMember.teamId, row.teamId))
    .orderBy(asc(assessTeamMember.id));
  const experts = members
    .filter((m) => m.userId !== null || scoredIds.has(m.id))
    .map((m) => {
      const score = scores.find((s) => s.memberId === m.id);
      return {
        memberId: m.id,
        memberName: m.name,
        scores: score?.scores ?? null,
        total: score?.total ?? null,
        comment: score?.comment ?? null,
        updateTime: score ? score.updateTime.toISOString() : null,
      };
    });
  return { ...toAssess(row, scores, expertCountOf(row.teamId)), experts };
}
