import type { ExpertAccount, Member, MemberFields, MemberUpdate } from '@coalsim/contract';
import { and, asc, eq, ilike, inArray, isNull, ne, or } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise, sysUser } from '../../db/tables/account.table.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { escapeLike } from '../../lib/sql.js';
import type { DbOrTx } from '../access/access-transitions.js';
import { softAccess } from '../access/access.table.js';
import { assess, assessScore, assessTeamMember } from '../access/assess.table.js';
import type { Principal } from '../auth/current-user.js';
import { isConflict, lockTeam } from './team-rules.js';
import { getTeam } from './team.service.js';

export const MEMBER_NOT_FOUND = '专家不存在或已被删除，请刷新后重试';
export const ACCOUNT_NOT_FOUND = '关联的账号不存在或已停用，请重新选择账号';
export const ACCOUNT_ALREADY_LINKED = '该账号已关联本专家组的另一位专家，一个账号在同一专家组只能关联一次';

const columns = {
  id: assessTeamMember.id,
  teamId: assessTeamMember.teamId,
  name: assessTeamMember.name,
  title: assessTeamMember.title,
  organisation: assessTeamMember.organisation,
  phone: assessTeamMember.phone,
  userId: sysUser.id,
  username: sysUser.username,
  nickName: sysUser.nickName,
  enterpriseId: sysUser.enterpriseId,
  createTime: assessTeamMember.createTime,
};

const selectMembers = (db: DbOrTx) =>
  db.select(columns).from(assessTeamMember).leftJoin(sysUser, eq(sysUser.id, assessTeamMember.userId));

type Row = Awaited<ReturnType<ReturnType<typeof selectMembers>['execute']>>[number];

const toMember = ({ userId, username, nickName, enterpriseId, createTime, ...row }: Row): Member => ({
  ...row,
  user: userId !== null && username !== null && nickName !== null ? { id: userId, username, nickName } : null,
  enterpriseId: userId !== null ? enterpriseId : null,
  createTime: createTime.toISOString(),
});

export async function listMembers(db: Db, teamId: number): Promise<Member[]> {
  await getTeam(db, teamId);
  const rows = await selectMembers(db)
    .where(eq(assessTeamMember.teamId, teamId))
    .orderBy(asc(assessTeamMember.id));
  return rows.map(toMember);
}

async function getMember(db: DbOrTx, teamId: number, id: number) {
  const [row] = await selectMembers(db).where(
    and(eq(assessTeamMember.teamId, teamId), eq(assessTeamMember.id, id)),
  );
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return toMember(row);
}

/** The account an expert is linked to: enabled and not cancelled, else 404. */
async function linkedAccount(tx: DbOrTx, userId: number | null) {
  if (userId === null) return null;
  const [account] = await tx
    .select({ id: sysUser.id, enterpriseId: sysUser.enterpriseId })
    .from(sysUser)
    .where(and(eq(sysUser.id, userId), eq(sysUser.enabled, true), isNull(sysUser.cancelledAt)));
  if (!account) throw notFound(ACCOUNT_NOT_FOUND);
  return account;
}

/**
 * The checks of a member's write, inside the team's lock: the linked account exists and is not
 * linked to another member of the team, and the expert is not from the applicant of an
 * assessment the team has yet to decide.
 */
async function checkMember(tx: DbOrTx, teamId: number, body: MemberFields, memberId?: number) {
  const account = await linkedAccount(tx, body.userId);
  if (account) {
    const [twin] = await tx
      .select({ id: assessTeamMember.id })
      .from(assessTeamMember)
      .where(
        and(
          eq(assessTeamMember.teamId, teamId),
          eq(assessTeamMember.userId, account.id),
          memberId === undefined ? undefined : ne(assessTeamMember.id, memberId),
        ),
      );
    if (twin) throw conflict(ACCOUNT_ALREADY_LINKED);
  }
  const open = await tx
    .select({ title: assess.title, enterpriseId: enterprise.id, name: enterprise.name })
    .from(assess)
    .innerJoin(softAccess, eq(softAccess.id, assess.accessId))
    .innerJoin(enterprise, eq(enterprise.id, softAccess.enterpriseId))
    .where(and(eq(assess.teamId, teamId), eq(assess.status, 'assessing')));
  const expert = { ...body, enterpriseId: account?.enterpriseId ?? null };
  const applicant = open.find((a) => isConflict(expert, a));
  if (applicant) {
    throw conflict(
      `专家${body.name}来自申请单位${applicant.name}，而本专家组正在考核其申请“${applicant.title}”，存在利益冲突，请选择其他专家`,
    );
  }
}

const linkTaken = (err: unknown) => isUniqueViolation(err, 'assess_team_member_user_uq');

export async function createMember(db: Db, principal: Principal, teamId: number, body: MemberFields) {
  try {
    const id = await db.transaction(async (tx) => {
      await lockTeam(tx, teamId);
      await checkMember(tx, teamId, body);
      const [row] = await tx
        .insert(assessTeamMember)
        .values({ ...body, teamId, createBy: principal.username, updateBy: principal.username })
        .returning({ id: assessTeamMember.id });
      return row!.id;
    });
    return getMember(db, teamId, id);
  } catch (err) {
    if (linkTaken(err)) throw conflict(ACCOUNT_ALREADY_LINKED);
    throw err;
  }
}

export async function updateMember(db: Db, principal: Principal, teamId: number, body: MemberUpdate) {
  const { id, ...fields } = body;
  try {
    await db.transaction(async (tx) => {
      await lockTeam(tx, teamId);
      await getMember(tx, teamId, id);
      await checkMember(tx, teamId, fields, id);
      await tx
        .update(assessTeamMember)
        .set({ ...fields, updateBy: principal.username, updateTime: new Date() })
        .where(eq(assessTeamMember.id, id));
    });
  } catch (err) {
    if (linkTaken(err)) throw conflict(ACCOUNT_ALREADY_LINKED);
    throw err;
  }
  return getMember(db, teamId, id);
}

/**
 * All or nothing. An expert who has scored stays: their row is part of an assessment's record
 * (decided ones included), so deleting them would rewrite its history.
 */
export async function deleteMembers(db: Db, teamId: number, ids: number[]) {
  await db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const [scored] = await tx
      .select({ name: assessTeamMember.name, title: assess.title })
      .from(assessScore)
      .innerJoin(assess, eq(assess.id, assessScore.assessId))
      .innerJoin(assessTeamMember, eq(assessTeamMember.id, assessScore.memberId))
      .where(and(eq(assessTeamMember.teamId, teamId), inArray(assessScore.memberId, ids)))
      .limit(1);
    if (scored) {
      throw conflict(
        `专家${scored.name}已为考核“${scored.title}”评分，评分记录需要保留，不能删除；如不再请其评审，可编辑该专家并清除关联账号`,
      );
    }
    const deleted = await tx
      .delete(assessTeamMember)
      .where(and(eq(assessTeamMember.teamId, teamId), inArray(assessTeamMember.id, ids)))
      .returning({ id: assessTeamMember.id });
    if (deleted.length !== new Set(ids).size) throw notFound(MEMBER_NOT_FOUND);
  });
  return {};
}

/** Accounts staff can link an expert to: enabled, matching the text, at most 20. */
export async function searchAccounts(db: Db, blurry: string | undefined): Promise<ExpertAccount[]> {
  const pattern = blurry ? `%${escapeLike(blurry)}%` : undefined;
  return db
    .select({
      id: sysUser.id,
      username: sysUser.username,
      nickName: sysUser.nickName,
      role: sysUser.role,
      enterpriseName: enterprise.name,
    })
    .from(sysUser)
    .leftJoin(enterprise, eq(enterprise.id, sysUser.enterpriseId))
    .where(
      and(
        eq(sysUser.enabled, true),
        isNull(sysUser.cancelledAt),
        pattern ? or(ilike(sysUser.username, pattern), ilike(sysUser.nickName, pattern)) : undefined,
      ),
    )
    .orderBy(asc(sysUser.username))
    .limit(20);
}
