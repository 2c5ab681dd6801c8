import type { TrainLaunch, TrainLaunchQuery } from '@coalsim/contract';
import { count, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysUser } from '../../db/tables/account.table.js';
import { device } from '../../db/tables/device.table.js';
import { soft } from '../../db/tables/soft.table.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { blurryMatch } from '../../lib/list-query.js';
import { entWorker } from '../org/org.table.js';
import { storedSessions, uploadOf } from './launch-upload.js';
import { trainLaunch } from './launch.table.js';
import { trainPlan } from './train.table.js';

/**
 * 启动记录: the enterprise's launches, newest first, by who (account or staff) and software, with
 * what each simulation reported (sessions stored, 练习, the last upload refused).
 */
export async function listLaunches(db: Db, scope: EnterpriseScope, query: TrainLaunchQuery) {
  const where = scope.where(
    trainLaunch,
    query.softId ? eq(trainLaunch.softId, query.softId) : undefined,
    blurryMatch([sysUser.username, sysUser.nickName, entWorker.name, entWorker.employeeNo], query.blurry),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: trainLaunch.id,
        createTime: trainLaunch.createTime,
        username: sysUser.username,
        nickName: sysUser.nickName,
        workerId: entWorker.id,
        workerName: entWorker.name,
        employeeNo: entWorker.employeeNo,
        softId: soft.id,
        softName: soft.name,
        planId: trainPlan.id,
        planName: trainPlan.name,
        usedAt: trainLaunch.usedAt,
        expiresAt: trainLaunch.expiresAt,
        deviceId: device.id,
        deviceName: device.name,
        practice: sql<boolean>`${trainLaunch.workerId} is null`,
        stored: storedSessions(trainLaunch.id),
        refusal: trainLaunch.refusal,
        refusedAt: trainLaunch.refusedAt,
      })
      .from(trainLaunch)
      .innerJoin(sysUser, eq(sysUser.id, trainLaunch.userId))
      .innerJoin(soft, eq(soft.id, trainLaunch.softId))
      .leftJoin(entWorker, eq(entWorker.id, trainLaunch.workerId))
      .leftJoin(trainPlan, eq(trainPlan.id, trainLaunch.planId))
      .leftJoin(device, eq(device.id, trainLaunch.deviceId))
      .where(where)
      .orderBy(desc(trainLaunch.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ n: count() })
      .from(trainLaunch)
      .innerJoin(sysUser, eq(sysUser.id, trainLaunch.userId))
      .leftJoin(entWorker, eq(entWorker.id, trainLaunch.workerId))
      .where(where),
  ]);
  const content: TrainLaunch[] = rows.map((r) => ({
    id: r.id,
    createTime: r.createTime.toISOString(),
    username: r.username,
    nickName: r.nickName,
    worker:
      r.workerId === null
        ? null
        : { id: r.workerId, name: r.workerName ?? '', employeeNo: r.employeeNo ?? '' },
    soft: { id: r.softId, name: r.softName },
    plan: r.planId === null ? null : { id: r.planId, name: r.planName ?? '' },
    usedAt: r.usedAt?.toISOString() ?? null,
    expiresAt: r.expiresAt.toISOString(),
    device: r.deviceId === null ? null : { id: r.deviceId, name: r.deviceName ?? '' },
    upload: uploadOf(r),
  }));
  return { content, totalElements: total?.n ?? 0 };
}
