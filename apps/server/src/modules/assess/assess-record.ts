import type { Assess, AssessStatus } from '@coalsim/contract';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';

import { enterprise } from '../../db/tables/account.table.js';
import { soft } from '../../db/tables/soft.table.js';
import type { DbOrTx } from '../access/access-transitions.js';
import { softAccess } from '../access/access.table.js';
import { assess, assessRoom, assessScore, assessTeam, assessTeamMember } from '../access/assess.table.js';
import { assessmentTotals } from './assess-totals.js';

export const ASSESS_NOT_FOUND = '考核不存在或已被删除，请刷新后重试';

const columns = {
  id: assess.id,
  title: assess.title,
  status: assess.status,
  accessId: assess.accessId,
  criteria: assess.criteria,
  passScore: assess.passScore,
  result: assess.result,
  comment: assess.comment,
  decidedAt: assess.decidedAt,
  createTime: assess.createTime,
  softId: soft.id,
  softName: soft.name,
  softVersion: soft.version,
  vendorId: enterprise.id,
  vendorName: enterprise.name,
  teamId: assessTeam.id,
  teamName: assessTeam.name,
  room: {
    id: assessRoom.id,
    name: assessRoom.name,
    startTime: assessRoom.startTime,
    endTime: assessRoom.endTime,
    place: assessRoom.place,
    onlineLink: assessRoom.onlineLink,
  },
};

/** Assessments with their application, software, vendor, team and room; the caller adds the rest. */
export function selectAssessments(db: DbOrTx) {
  return db
    .select(columns)
    .from(assess)
    .innerJoin(softAccess, eq(softAccess.id, assess.accessId))
    .innerJoin(soft, eq(soft.id, softAccess.softId))
    .innerJoin(enterprise, eq(enterprise.id, softAccess.enterpriseId))
    .innerJoin(assessTeam, eq(assessTeam.id, assess.teamId))
    .innerJoin(assessRoom, eq(assessRoom.id, assess.roomId));
}

export type AssessRow = Awaited<ReturnType<ReturnType<typeof selectAssessments>['execute']>>[number];

/** The joins every list filters and searches on. */
export const assessTables = { assess, softAccess, soft, enterprise, assessTeam, assessRoom };

export type ScoreRecord = typeof assessScore.$inferSelect;

/** The experts' rows of these assessments, and how many linked experts each team has. */
export async function scoresAndExperts(db: DbOrTx, rows: AssessRow[]) {
  const assessIds = rows.map((r) => r.id);
  const teamIds = [...new Set(rows.map((r) => r.teamId))];
  const [scores, experts] = await Promise.all([
    assessIds.length ? db.select().from(assessScore).where(inArray(assessScore.assessId, assessIds)) : [],
    teamIds.length
      ? db
          .select({ teamId: assessTeamMember.teamId, n: count() })
          .from(assessTeamMember)
          .where(and(inArray(assessTeamMember.teamId, teamIds), isNotNull(assessTeamMember.userId)))
          .groupBy(assessTeamMember.teamId)
      : [],
  ]);
  const expertCount = new Map(experts.map((e) => [e.teamId, e.n]));
  return {
    scoresOf: (assessId: number) => scores.filter((s) => s.assessId === assessId),
    expertCountOf: (teamId: number) => expertCount.get(teamId) ?? 0,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAssess(row: AssessRow, scores: ScoreRecord[], expertCount: number): Assess {
  const totals = assessmentTotals(scores.map((s) => s.total));
  return {
    id: row.id,
    title: row.title,
    status: row.status as AssessStatus,
    accessId: row.accessId,
    soft: { id: row.softId, name: row.softName, version: row.softVersion },
    vendor: { id: row.vendorId, name: row.vendorName },
    team: { id: row.teamId, name: row.teamName },
    room: { ...row.room, startTime: row.room.startTime.getTime(), endTime: row.room.endTime.getTime() },
    passScore: row.passScore,
    criteria: row.criteria,
    expertCount,
    scoredCount: scores.length,
    // Once decided, the total the decision was taken on.
    total: row.result ?? totals.total,
    needsDiscussion: totals.needsDiscussion,
    comment: row.comment,
    decidedAt: iso(row.decidedAt),
    createTime: row.createTime.toISOString(),
  };
}

/** Rows to contract records, with their scores and expert counts read in two queries. */
export async function toAssessments(db: DbOrTx, rows: AssessRow[]): Promise<Assess[]> {
  const { scoresOf, expertCountOf } = await scoresAndExperts(db, rows);
  return rows.map((r) => toAssess(r, scoresOf(r.id), expertCountOf(r.teamId)));
}
