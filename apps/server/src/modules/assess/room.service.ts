import type { Room, RoomFields, RoomQuery, RoomUpdate } from '@coalsim/contract';
import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { blurryMatch, orderByOf } from '../../lib/list-query.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { assess, assessRoom, assessTeam } from '../access/assess.table.js';
import type { Principal } from '../auth/current-user.js';
import { lockTeam, otherRoomOfTeam, ROOM_NOT_FOUND } from './team-rules.js';

const roomInUse = (name: string) => `考核室“${name}”已安排考核，不能删除；请先删除或调整其考核`;

type RoomRow = typeof assessRoom.$inferSelect;

/** Rooms with the assessments held in them, in the rows' order. */
async function withAssessments(db: Db, rows: RoomRow[]): Promise<Room[]> {
  const ids = rows.map((r) => r.id);
  const held = ids.length
    ? await db
        .select({ roomId: assess.roomId, id: assess.id, title: assess.title, teamName: assessTeam.name })
        .from(assess)
        .innerJoin(assessTeam, eq(assessTeam.id, assess.teamId))
        .where(inArray(assess.roomId, ids))
        .orderBy(asc(assess.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    startTime: r.startTime.getTime(),
    endTime: r.endTime.getTime(),
    place: r.place,
    onlineLink: r.onlineLink,
    capacity: r.capacity,
    assessments: held.filter((a) => a.roomId === r.id).map(({ roomId: _r, ...a }) => a),
    createTime: r.createTime.toISOString(),
  }));
}

/** `from`/`to`: rooms overlapping [from, to), as a week of the calendar asks. */
export async function listRooms(db: Db, query: RoomQuery) {
  const where = and(
    blurryMatch([assessRoom.name, assessRoom.place], query.blurry),
    query.to === undefined ? undefined : lt(assessRoom.startTime, new Date(query.to)),
    query.from === undefined ? undefined : gt(assessRoom.endTime, new Date(query.from)),
  );
  const order = orderByOf(
    query.sort,
    { id: assessRoom.id, startTime: assessRoom.startTime },
    [desc(assessRoom.startTime)],
    assessRoom.id,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(assessRoom)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(assessRoom).where(where),
  ]);
  return { content: await withAssessments(db, rows), totalElements: total?.n ?? 0 };
}

async function getRoom(db: Db, id: number): Promise<Room> {
  const rows = await db.select().from(assessRoom).where(eq(assessRoom.id, id));
  if (rows.length === 0) throw notFound(ROOM_NOT_FOUND);
  return (await withAssessments(db, rows))[0]!;
}

const valuesOf = (body: RoomFields) => ({
  name: body.name,
  startTime: new Date(body.startTime),
  endTime: new Date(body.endTime),
  place: body.place,
  onlineLink: body.onlineLink,
  capacity: body.capacity,
});

export async function createRoom(db: Db, principal: Principal, body: RoomFields) {
  const [row] = await db
    .insert(assessRoom)
    .values({ ...valuesOf(body), createBy: principal.username, updateBy: principal.username })
    .returning({ id: assessRoom.id });
  return getRoom(db, row!.id);
}

/**
 * A new time must not make a team of the room's assessments sit in another room at once. The
 * teams are locked (in id order, so two writers never wait on each other crosswise) before the
 * check, as every schedule write does.
 */
export async function updateRoom(db: Db, principal: Principal, body: RoomUpdate) {
  const { id, ...fields } = body;
  const values = valuesOf(fields);
  await db.transaction(async (tx) => {
    const [room] = await tx
      .select({ id: assessRoom.id })
      .from(assessRoom)
      .where(eq(assessRoom.id, id))
      .for('update');
    if (!room) throw notFound(ROOM_NOT_FOUND);
    const teams = await tx
      .selectDistinct({ teamId: assess.teamId })
      .from(assess)
      .where(eq(assess.roomId, id))
      .orderBy(asc(assess.teamId));
    for (const { teamId } of teams) {
      const team = await lockTeam(tx, teamId);
      const other = await otherRoomOfTeam(tx, teamId, { start: values.startTime, end: values.endTime }, id);
      if (other) {
        throw conflict(
          `新的时间与专家组“${team.name}”在考核室“${other.name}”的安排重叠，同一专家组不能同时在两个考核室，请调整时间`,
        );
      }
    }
    await tx
      .update(assessRoom)
      .set({ ...values, updateBy: principal.username, updateTime: sql`now()` })
      .where(eq(assessRoom.id, id));
  });
  return getRoom(db, id);
}

export async function deleteRooms(db: Db, ids: number[]) {
  try {
    await db.transaction(async (tx) => {
      const [used] = await tx
        .select({ name: assessRoom.name })
        .from(assess)
        .innerJoin(assessRoom, eq(assessRoom.id, assess.roomId))
        .where(inArray(assess.roomId, ids))
        .limit(1);
      if (used) throw conflict(roomInUse(used.name));
      const deleted = await tx
        .delete(assessRoom)
        .where(inArray(assessRoom.id, ids))
        .returning({ id: assessRoom.id });
      if (deleted.length !== new Set(ids).size) throw notFound(ROOM_NOT_FOUND);
    });
  } catch (err) {
    // An assessment placed in the room between the check and the delete.
    if (isForeignKeyViolation(err)) throw conflict(roomInUse('所选'));
    throw err;
  }
  return {};
}
