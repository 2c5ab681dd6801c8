import type { AssessCreate, AssessUpdate, Decide } from '@coalsim/contract';
import { count, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise, sysUser } from '../../db/tables/account.table.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import {
  ACCESS_NOT_FOUND,
  returnToSubmitted,
  settleAccess,
  startAssessing,
  type Tx,
} from '../access/access-transitions.js';
import { softAccess } from '../access/access.table.js';
import { assess, assessRoom, assessScore, assessTeamMember } from '../access/assess.table.js';
import type { Principal } from '../auth/current-user.js';
import { getAssess } from './assess-query.service.js';
import { ASSESS_NOT_FOUND } from './assess-record.js';
import { assessmentTotals } from './assess-totals.js';
import {
  conflictMessage,
  isConflict,
  lockTeam,
  otherRoomOfTeam,
  ROOM_NOT_FOUND,
  teamClashMessage,
} from './team-rules.js';

export const ALREADY_DECIDED = '该考核已作出结论，不能再修改或重复决定';
export const CRITERIA_LOCKED = '已有专家评分，考核项不能再修改；如需调整请与专家沟通后删除该考核重新发起';
export const TEAM_LOCKED = '已有专家评分，不能更换专家组';
export const NO_SCORES_TO_PASS = '还没有专家评分，不能判定通过；请等待专家评分后再作结论';
export const ACCESS_TAKEN = '该接入申请已有考核，请勿重复发起';

/**
 * Where the team sits and who is in it, checked inside the team's lock: it must not sit in
 * another room at an overlapping time, and no expert may come from the applicant.
 */
async function checkTeamFor(
  tx: Tx,
  plan: { teamId: number; roomId: number; accessId: number },
  selfId?: number,
) {
  const team = await lockTeam(tx, plan.teamId);
  const [room] = await tx
    .select({ startTime: assessRoom.startTime, endTime: assessRoom.endTime })
    .from(assessRoom)
    .where(eq(assessRoom.id, plan.roomId));
  if (!room) throw notFound(ROOM_NOT_FOUND);
  const [applicant] = await tx
    .select({ enterpriseId: enterprise.id, name: enterprise.name })
    .from(softAccess)
    .innerJoin(enterprise, eq(enterprise.id, softAccess.enterpriseId))
    .where(eq(softAccess.id, plan.accessId));
  if (!applicant) throw notFound(ACCESS_NOT_FOUND);
  const experts = await tx
    .select({
      name: assessTeamMember.name,
      organisation: assessTeamMember.organisation,
      enterpriseId: sysUser.enterpriseId,
    })
    .from(assessTeamMember)
    .leftJoin(sysUser, eq(sysUser.id, assessTeamMember.userId))
    .where(eq(assessTeamMember.teamId, plan.teamId));
  const conflicted = experts.find((e) => isConflict(e, applicant));
  if (conflicted) throw conflict(conflictMessage(conflicted.name, applicant.name));
  const span = { start: room.startTime, end: room.endTime };
  const other = await otherRoomOfTeam(tx, plan.teamId, span, plan.roomId, selfId);
  if (other) throw conflict(teamClashMessage(team.name, other.name));
}

/** The application moves to assessing in the same transaction as the assessment is made. */
export async function createAssess(db: Db, principal: Principal, body: AssessCreate) {
  try {
    const id = await db.transaction(async (tx) => {
      await startAssessing(tx, body.accessId, new Date());
      await checkTeamFor(tx, body);
      const [row] = await tx
        .insert(assess)
        .values({ ...body, status: 'assessing', createBy: principal.username, updateBy: principal.username })
        .returning({ id: assess.id });
      return row!.id;
    });
    return getAssess(db, id);
  } catch (err) {
    if (isUniqueViolation(err, 'assess_access_uq')) throw conflict(ACCESS_TAKEN);
    throw err;
  }
}

/** The assessment, locked, undecided; with how many experts have scored it. */
async function lockOpen(tx: Tx, id: number) {
  const [row] = await tx.select().from(assess).where(eq(assess.id, id)).for('update');
  if (!row) throw notFound(ASSESS_NOT_FOUND);
  if (row.status !== 'assessing') throw conflict(ALREADY_DECIDED);
  const [scored] = await tx.select({ n: count() }).from(assessScore).where(eq(assessScore.assessId, id));
  return { row, scored: scored?.n ?? 0 };
}

const sameCriteria = (a: { name: string; weight: number }[], b: { name: string; weight: number }[]) =>
  a.length === b.length && a.every((c, i) => c.name === b[i]!.name && c.weight === b[i]!.weight);

/** Before the decision only; the criteria and the team only until the first score. */
export async function updateAssess(db: Db, principal: Principal, body: AssessUpdate) {
  const { id, ...fields } = body;
  await db.transaction(async (tx) => {
    const { row, scored } = await lockOpen(tx, id);
    if (scored > 0 && !sameCriteria(row.criteria, fields.criteria)) throw conflict(CRITERIA_LOCKED);
    if (scored > 0 && row.teamId !== fields.teamId) throw conflict(TEAM_LOCKED);
    if (row.teamId !== fields.teamId || row.roomId !== fields.roomId) {
      await checkTeamFor(tx, { ...fields, accessId: row.accessId }, id);
    }
    await tx
      .update(assess)
      .set({ ...fields, updateBy: principal.username, updateTime: new Date() })
      .where(eq(assess.id, id));
  });
  return getAssess(db, id);
}

/** Undecided ones only, all or nothing: their applications wait for an assessment again. */
export async function deleteAssess(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: assess.id, title: assess.title, status: assess.status, accessId: assess.accessId })
      .from(assess)
      .where(inArray(assess.id, ids))
      .orderBy(assess.id)
      .for('update');
    if (rows.length !== new Set(ids).size) throw notFound(ASSESS_NOT_FOUND);
    const decided = rows.find((r) => r.status !== 'assessing');
    if (decided) throw conflict(`考核“${decided.title}”已作出结论，不能删除`);
    for (const r of rows) await returnToSubmitted(tx, r.accessId);
    await tx.delete(assess).where(inArray(assess.id, ids));
  });
  return {};
}

/**
 * Staff's decision, which locks the scores. The application is settled in the same transaction:
 * a pass publishes the software and grants it to its vendor, a rejection hands it back with the
 * comment. The total the decision was taken on is kept with it.
 */
export async function decideAssess(db: Db, principal: Principal, id: number, body: Decide) {
  const now = new Date();
  await db.transaction(async (tx) => {
    const { row } = await lockOpen(tx, id);
    const scores = await tx
      .select({ total: assessScore.total })
      .from(assessScore)
      .where(eq(assessScore.assessId, id));
    if (body.passed && scores.length === 0) throw conflict(NO_SCORES_TO_PASS);
    const comment = body.comment || null;
    await settleAccess(tx, row.accessId, { passed: body.passed, comment, now });
    await tx
      .update(assess)
      .set({
        status: body.passed ? 'passed' : 'rejected',
        comment,
        decidedAt: now,
        result: assessmentTotals(scores.map((s) => s.total)).total,
        updateBy: principal.username,
        updateTime: now,
      })
      .where(eq(assess.id, id));
  });
  return getAssess(db, id);
}
