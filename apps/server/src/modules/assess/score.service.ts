import type { ExpertAssess, MyScore, PageQuery, ScoreBody } from '@coalsim/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { soft } from '../../db/tables/soft.table.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import type { DbOrTx } from '../access/access-transitions.js';
import { assess, assessRoom, assessScore, assessTeamMember } from '../access/assess.table.js';
import type { Principal } from '../auth/current-user.js';
import { ASSESS_NOT_FOUND, selectAssessments, toAssess, type AssessRow } from './assess-record.js';
import { expertTotal, scoreProblem } from './assess-totals.js';

export const NOT_AN_EXPERT = '你不是该考核专家组的成员，不能评分';
export const SCORES_LOCKED = '该考核已作出结论，评分已锁定，不能再修改';

/** The assessment and the caller's member row in its team; 403 for anyone else. */
async function membership(db: DbOrTx, assessId: number, userId: number) {
  const [row] = await selectAssessments(db).where(eq(assess.id, assessId));
  if (!row) throw notFound(ASSESS_NOT_FOUND);
  const [member] = await db
    .select({ id: assessTeamMember.id })
    .from(assessTeamMember)
    .where(and(eq(assessTeamMember.teamId, row.teamId), eq(assessTeamMember.userId, userId)));
  if (!member) throw new HttpError(403, NOT_AN_EXPERT);
  return { row, memberId: member.id };
}

async function myScoreOf(db: DbOrTx, row: AssessRow, memberId: number): Promise<MyScore> {
  const [[detail], [mine]] = await Promise.all([
    db
      .select({ summary: soft.summary, description: soft.description, launchUrl: soft.launchUrl })
      .from(soft)
      .where(eq(soft.id, row.softId)),
    db
      .select()
      .from(assessScore)
      .where(and(eq(assessScore.assessId, row.id), eq(assessScore.memberId, memberId))),
  ]);
  // Only the caller's own row: the others' scores and the totals stay with staff.
  const {
    total: _t,
    needsDiscussion: _n,
    scoredCount: _s,
    expertCount: _e,
    ...assessment
  } = toAssess(row, [], 0);
  return {
    assess: assessment,
    softDetail: detail!,
    scores: mine?.scores ?? null,
    total: mine?.total ?? null,
    comment: mine?.comment ?? null,
    locked: row.status !== 'assessing',
  };
}

export async function getMyScore(db: Db, principal: Principal, assessId: number) {
  const { row, memberId } = await membership(db, assessId, principal.id);
  return myScoreOf(db, row, memberId);
}

/**
 * Writes the caller's row. The assessment's row is locked first, so a decision taken at the same
 * moment either comes before (409 here) or after (it counts this row).
 */
export async function putMyScore(db: Db, principal: Principal, assessId: number, body: ScoreBody) {
  const { memberId } = await membership(db, assessId, principal.id);
  await db.transaction(async (tx) => {
    // Read again under the lock: staff may have changed the criteria since (before any score).
    const [current] = await tx
      .select({ status: assess.status, criteria: assess.criteria })
      .from(assess)
      .where(eq(assess.id, assessId))
      .for('update');
    if (!current) throw notFound(ASSESS_NOT_FOUND);
    if (current.status !== 'assessing') throw conflict(SCORES_LOCKED);
    const { criteria } = current;
    const problem = scoreProblem(criteria, body.scores);
    if (problem) throw badRequest(problem);
    // In the criteria's order, whatever order the expert sent them in.
    const scores = criteria.map((c) => ({
      criterion: c.name,
      score: body.scores.find((s) => s.criterion === c.name)!.score,
    }));
    const values = {
      scores,
      total: expertTotal(criteria, scores),
      comment: body.comment || null,
      updateBy: principal.username,
      updateTime: new Date(),
    };
    await tx
      .insert(assessScore)
      .values({ ...values, assessId, memberId, createBy: principal.username })
      .onConflictDoUpdate({ target: [assessScore.assessId, assessScore.memberId], set: values });
  });
  return getMyScore(db, principal, assessId);
}

/** The caller's assessments as an expert: undecided first, then by the room's time. */
export async function listMine(db: Db, principal: Principal, query: Omit<PageQuery, 'sort'>) {
  const mine = and(eq(assessTeamMember.teamId, assess.teamId), eq(assessTeamMember.userId, principal.id));
  const [rows, [total]] = await Promise.all([
    selectAssessments(db)
      .innerJoin(assessTeamMember, mine)
      .orderBy(sql`(${assess.status} = 'assessing') desc`, asc(assessRoom.startTime), asc(assess.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(assess).innerJoin(assessTeamMember, mine),
  ]);
  const ids = rows.map((r) => r.id);
  const scored = ids.length
    ? await db
        .select({ assessId: assessScore.assessId })
        .from(assessScore)
        .innerJoin(assessTeamMember, eq(assessTeamMember.id, assessScore.memberId))
        .where(and(inArray(assessScore.assessId, ids), eq(assessTeamMember.userId, principal.id)))
    : [];
  const scoredIds = new Set(scored.map((s) => s.assessId));
  const content = rows.map((r): ExpertAssess => {
    const a = toAssess(r, [], 0);
    return {
      id: a.id,
      title: a.title,
      status: a.status,
      soft: a.soft,
      room: a.room,
      criteria: a.criteria,
      decidedAt: a.decidedAt,
      scored: scoredIds.has(r.id),
    };
  });
  return { content, totalElements: total?.n ?? 0 };
}
