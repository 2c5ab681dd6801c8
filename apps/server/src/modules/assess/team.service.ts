import type { Team, TeamFields, TeamQuery, TeamUpdate } from '@coalsim/contract';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { blurryMatch, orderByOf } from '../../lib/list-query.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { assess, assessTeam } from '../access/assess.table.js';
import type { Principal } from '../auth/current-user.js';
import { TEAM_NOT_FOUND } from './team-rules.js';

export const teamInUse = (name: string) => `专家组“${name}”已有考核记录，不能删除；请先删除其考核`;

const columns = {
  id: assessTeam.id,
  name: assessTeam.name,
  description: assessTeam.description,
  // Spelled out: drizzle leaves the only table's columns unqualified inside the subquery.
  memberCount: sql<number>`(select count(*)::int from assess_team_member m where m.team_id = assess_team.id)`,
  createTime: assessTeam.createTime,
  updateTime: assessTeam.updateTime,
};

type Row = Omit<Team, 'createTime' | 'updateTime'> & { createTime: Date; updateTime: Date };
const toTeam = (row: Row): Team => ({
  ...row,
  createTime: row.createTime.toISOString(),
  updateTime: row.updateTime.toISOString(),
});

export async function listTeams(db: Db, query: TeamQuery) {
  const where = blurryMatch([assessTeam.name, assessTeam.description], query.blurry);
  const order = orderByOf(
    query.sort,
    { id: assessTeam.id, name: assessTeam.name, createTime: assessTeam.createTime },
    [desc(assessTeam.createTime)],
    assessTeam.id,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(assessTeam)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(assessTeam).where(where),
  ]);
  return { content: rows.map(toTeam), totalElements: total?.n ?? 0 };
}

export async function getTeam(db: Db, id: number): Promise<Team> {
  const [row] = await db.select(columns).from(assessTeam).where(eq(assessTeam.id, id));
  if (!row) throw notFound(TEAM_NOT_FOUND);
  return toTeam(row);
}

export async function createTeam(db: Db, principal: Principal, body: TeamFields) {
  const [row] = await db
    .insert(assessTeam)
    .values({ ...body, createBy: principal.username, updateBy: principal.username })
    .returning({ id: assessTeam.id });
  return getTeam(db, row!.id);
}

export async function updateTeam(db: Db, principal: Principal, body: TeamUpdate) {
  const { id, ...fields } = body;
  const [row] = await db
    .update(assessTeam)
    .set({ ...fields, updateBy: principal.username, updateTime: sql`now()` })
    .where(eq(assessTeam.id, id))
    .returning({ id: assessTeam.id });
  if (!row) throw notFound(TEAM_NOT_FOUND);
  return getTeam(db, id);
}

/** All or nothing; a team with assessments keeps its history (the scores point at its members). */
export async function deleteTeams(db: Db, ids: number[]) {
  try {
    await db.transaction(async (tx) => {
      const [used] = await tx
        .select({ name: assessTeam.name })
        .from(assess)
        .innerJoin(assessTeam, eq(assessTeam.id, assess.teamId))
        .where(inArray(assess.teamId, ids))
        .limit(1);
      if (used) throw conflict(teamInUse(used.name));
      const deleted = await tx
        .delete(assessTeam)
        .where(inArray(assessTeam.id, ids))
        .returning({ id: assessTeam.id });
      if (deleted.length !== new Set(ids).size) throw notFound(TEAM_NOT_FOUND);
    });
  } catch (err) {
    // An assessment created for the team between the check and the delete.
    if (isForeignKeyViolation(err)) throw conflict(teamInUse('所选'));
    throw err;
  }
  return {};
}
