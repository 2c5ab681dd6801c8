import { and, eq, gt, lt, ne } from 'drizzle-orm';

import { notFound } from '../../lib/http-error.js';
import type { DbOrTx } from '../access/access-transitions.js';
import { assess, assessRoom, assessTeam } from '../access/assess.table.js';

/**
 * The rules that tie a team to its schedule and to the applicants it assesses. Every write that
 * relies on them (an assessment created or moved, a member added, a room's time changed) first
 * locks the team's row, so two staff working at once cannot both pass the check.
 */
export const TEAM_NOT_FOUND = '专家组不存在或已被删除，请刷新后重试';
export const ROOM_NOT_FOUND = '考核室不存在或已被删除，请刷新后重试';

export async function lockTeam(tx: DbOrTx, teamId: number) {
  const [team] = await tx
    .select({ id: assessTeam.id, name: assessTeam.name })
    .from(assessTeam)
    .where(eq(assessTeam.id, teamId))
    .for('update');
  if (!team) throw notFound(TEAM_NOT_FOUND);
  return team;
}

/** An expert as the conflict-of-interest rule sees them. */
export interface ExpertSide {
  name: string;
  organisation: string;
  /** The enterprise of the linked account, if any. */
  enterpriseId: number | null;
}
export interface ApplicantSide {
  enterpriseId: number;
  name: string;
}

const sameName = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

/** An expert whose account belongs to the applicant, or who works there, may not judge it. */
export function isConflict(expert: ExpertSide, applicant: ApplicantSide): boolean {
  return expert.enterpriseId === applicant.enterpriseId || sameName(expert.organisation, applicant.name);
}

export const conflictMessage = (expert: string, applicant: string) =>
  `专家${expert}来自申请单位${applicant}，存在利益冲突，请更换专家组`;

export interface Span {
  start: Date;
  end: Date;
}

/**
 * Another room in which the team already sits at a time overlapping `span` (half-open
 * intervals: one session may start when the other ends). The same room is no clash: a team can
 * assess several applications in one session.
 */
export async function otherRoomOfTeam(
  tx: DbOrTx,
  teamId: number,
  span: Span,
  roomId: number,
  /** The assessment being moved: its own current room is no clash. */
  exceptAssessId?: number,
) {
  const [other] = await tx
    .select({ id: assessRoom.id, name: assessRoom.name })
    .from(assess)
    .innerJoin(assessRoom, eq(assessRoom.id, assess.roomId))
    .where(
      and(
        eq(assess.teamId, teamId),
        ne(assess.roomId, roomId),
        exceptAssessId === undefined ? undefined : ne(assess.id, exceptAssessId),
        lt(assessRoom.startTime, span.end),
        gt(assessRoom.endTime, span.start),
      ),
    )
    .limit(1);
  return other;
}

export const teamClashMessage = (team: string, room: string) =>
  `专家组“${team}”在该时段已安排在考核室“${room}”，同一专家组不能同时在两个考核室，请更换考核室或专家组`;
