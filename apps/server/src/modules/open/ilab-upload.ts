import type { OpenRecord } from '@coalsim/contract';
import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterpriseScope } from '../../lib/enterprise-scope.js';
import { HttpError } from '../../lib/http-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { trainLaunch } from '../train/launch.table.js';
import { trainPractice } from '../train/practice.table.js';
import { canUseSoft } from '../train/train-rules.js';
import { enterpriseEnabled } from './app-auth.js';
import type { IlabCaller } from './ilab.js';
import { fingerprint, ingestRecords, originConflict } from './ingest.service.js';
import { implausibility } from './plausibility.js';

/**
 * Why a launched session cannot be stored, said about what the launching side did: the ticket
 * names the trainee and the enterprise, so nothing here asks for a credit code or a 工号.
 */
export const UPLOAD_NOT_GRANTED =
  '贵企业对本软件的使用授权已到期或被收回，本次成绩未保存；请企业账号在软件详情页重新“申请使用”，获批后再启动软件';
export const UPLOAD_ENTERPRISE_DISABLED =
  '贵企业已被平台停用，停用期间成绩不能保存；请联系平台管理员在“企业管理”中重新启用贵企业后再启动软件';
/** data_upload's `msg` for a practice session (ilab-x clients read `code: 0`; people read this). */
export const PRACTICE_SAVED =
  '已保存为练习：本次启动未指定学员，成绩只记在启动记录中，不计入学时、培训计划、合规台账和统计';

/**
 * One session uploaded through the ilab-x door, stored for the launch its token came from: as
 * the bound staff member's training record, or — a launch that named nobody — as 练习.
 */
export async function storeLaunchedSession(
  db: Db,
  caller: IlabCaller,
  record: OpenRecord,
  now: Date,
): Promise<{ id: number; msg: string }> {
  if (caller.workerId === null) return { id: await storePractice(db, caller, record), msg: PRACTICE_SAVED };
  const trainee = { workerId: caller.workerId, enterpriseId: caller.launchEnterpriseId };
  const [stored] = await ingestRecords(db, caller, [record], now, {
    // Asked only of a session not stored yet: a retry of a stored one is answered as stored.
    resolve: async () => {
      await ensureMayStore(db, caller);
      return [trainee];
    },
    launchId: caller.launchId,
  });
  return { id: stored!.id, msg: 'success' };
}

/** The launch's enterprise still stands and may still use the software. */
async function ensureMayStore(db: Db, caller: IlabCaller) {
  const enterpriseId = caller.launchEnterpriseId;
  if (!(await enterpriseEnabled(db, enterpriseId))) throw new HttpError(422, UPLOAD_ENTERPRISE_DISABLED);
  if (!(await canUseSoft(db, enterpriseScope(enterpriseId), caller.softId)))
    throw new HttpError(422, UPLOAD_NOT_GRANTED);
}

/** A practice session, idempotent on `(app, originId)` as records are. */
async function storePractice(db: Db, caller: IlabCaller, r: OpenRecord, retried = false): Promise<number> {
  const print = fingerprint(r);
  const [existing] = await db
    .select({ id: trainPractice.id, bodySha256: trainPractice.bodySha256 })
    .from(trainPractice)
    .where(and(eq(trainPractice.accessId, caller.accessId), eq(trainPractice.originId, r.originId)));
  if (existing) {
    if (existing.bodySha256 !== print) throw originConflict(r.originId);
    return existing.id;
  }
  await ensureMayStore(db, caller);
  const reason = implausibility(r);
  try {
    const [row] = await db
      .insert(trainPractice)
      .values({
        enterpriseId: caller.launchEnterpriseId,
        launchId: caller.launchId,
        softId: caller.softId,
        accessId: caller.accessId,
        originId: r.originId,
        bodySha256: print,
        deviceSerial: r.deviceSerial ?? null,
        startedAt: new Date(r.startTime),
        endedAt: new Date(r.endTime),
        durationS: r.timeUsed,
        score: r.score,
        status: r.status,
        flagged: reason !== null,
        flagReason: reason,
        steps: r.steps ?? null,
        createBy: `app:${caller.appKey}`.slice(0, 64),
        updateBy: `app:${caller.appKey}`.slice(0, 64),
      })
      .returning({ id: trainPractice.id });
    return row!.id;
  } catch (err) {
    // The same origin stored meanwhile by a retry that overtook this one: answered as a retry.
    if (!retried && isUniqueViolation(err, 'train_practice_origin_uq'))
      return storePractice(db, caller, r, true);
    throw err;
  }
}

/**
 * A refused upload, kept on its launch (启动记录, and the device command that launched it) with
 * what the simulation was told: a session the platform did not store never goes unsaid.
 */
export async function noteRefusedUpload(db: Db, launchId: number, reason: string, now: Date) {
  await db
    .update(trainLaunch)
    .set({ refusal: reason.slice(0, 500), refusedAt: now })
    .where(eq(trainLaunch.id, launchId));
}
