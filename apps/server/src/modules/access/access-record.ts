import type { Access, AccessStatus } from '@coalsim/contract';
import { count, desc, eq, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { soft } from '../../db/tables/soft.table.js';
import { softAccess } from './access.table.js';
import { assess, assessRoom, assessTeam } from './assess.table.js';

/**
 * Applications as their vendor sees them (考核中心 / 软件接入, and the back office's detail): the
 * software, the assessment's team and room once set, the timeline and the current app key. The
 * secrets (current and previous) are never selected here, so no list can leak them.
 */
const columns = {
  id: softAccess.id,
  status: softAccess.status,
  submittedAt: softAccess.submittedAt,
  assessingAt: softAccess.assessingAt,
  decidedAt: softAccess.decidedAt,
  comment: softAccess.comment,
  appKey: softAccess.appKey,
  keyIssuedAt: softAccess.keyIssuedAt,
  prevValidUntil: softAccess.prevValidUntil,
  softId: soft.id,
  softName: soft.name,
  softVersion: soft.version,
  softCategory: soft.category,
  softCreateTime: soft.createTime,
  assessId: assess.id,
  assessTitle: assess.title,
  teamName: assessTeam.name,
  roomName: assessRoom.name,
  roomStart: assessRoom.startTime,
  roomEnd: assessRoom.endTime,
  roomPlace: assessRoom.place,
  roomLink: assessRoom.onlineLink,
};

function selectAccess(db: Db) {
  return db
    .select(columns)
    .from(softAccess)
    .innerJoin(soft, eq(soft.id, softAccess.softId))
    .leftJoin(assess, eq(assess.accessId, softAccess.id))
    .leftJoin(assessTeam, eq(assessTeam.id, assess.teamId))
    .leftJoin(assessRoom, eq(assessRoom.id, assess.roomId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAccess>['execute']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function assessmentOf(row: Row): Access['assessment'] {
  if (row.assessId === null || row.roomStart === null || row.roomEnd === null) return null;
  return {
    id: row.assessId,
    title: row.assessTitle ?? '',
    teamName: row.teamName ?? '',
    room: {
      name: row.roomName ?? '',
      startTime: row.roomStart.getTime(),
      endTime: row.roomEnd.getTime(),
      place: row.roomPlace,
      onlineLink: row.roomLink,
    },
  };
}

/** draft (the software's creation) → submitted → assessing → passed / rejected, as far as it got. */
function timelineOf(row: Row, status: AccessStatus): Access['timeline'] {
  const steps: Access['timeline'] = [
    { status: 'draft', at: row.softCreateTime.toISOString(), note: null },
    { status: 'submitted', at: row.submittedAt.toISOString(), note: null },
  ];
  if (row.assessingAt) {
    const note = row.teamName
      ? `专家组：${row.teamName}${row.roomName ? `，考核室：${row.roomName}` : ''}`
      : null;
    steps.push({ status: 'assessing', at: row.assessingAt.toISOString(), note });
  }
  if ((status === 'passed' || status === 'rejected') && row.decidedAt) {
    steps.push({ status, at: row.decidedAt.toISOString(), note: row.comment });
  }
  return steps;
}

export function toAccess(row: Row): Access {
  const status = row.status as AccessStatus;
  return {
    id: row.id,
    soft: { id: row.softId, name: row.softName, version: row.softVersion, category: row.softCategory },
    status,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    comment: row.comment,
    assessment: assessmentOf(row),
    timeline: timelineOf(row, status),
    appKey: row.appKey,
    keyIssuedAt: iso(row.keyIssuedAt),
    // Past its end the previous pair no longer works: nothing to tell the vendor about it.
    previousKeyValidUntil:
      row.prevValidUntil && row.prevValidUntil > new Date() ? iso(row.prevValidUntil) : null,
  };
}

export const NEWEST_FIRST = [desc(softAccess.submittedAt), desc(softAccess.id)];

/**
 * Applications matching `where` (conditions on `soft_access` or `soft`), newest first. The caller
 * scopes: a vendor's list passes `soft_access.enterprise_id = <caller>`. `order` replaces the
 * default (a list's own sort), ending in a unique column so pages never overlap.
 */
export async function loadAccessRecords(
  db: Db,
  where?: SQL,
  page?: { limit: number; offset: number },
  order: SQL[] = NEWEST_FIRST,
): Promise<Access[]> {
  const query = selectAccess(db)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(toAccess);
}

export async function countAccessRecords(db: Db, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(softAccess)
    .innerJoin(soft, eq(soft.id, softAccess.softId))
    .where(where);
  return row?.total ?? 0;
}

/** One application, or undefined; the caller scopes and answers 404. */
export async function loadAccessRecord(db: Db, id: number): Promise<Access | undefined> {
  const [record] = await loadAccessRecords(db, eq(softAccess.id, id));
  return record;
}
