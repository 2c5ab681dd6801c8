import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { soft } from '../../db/tables/soft.table.js';
import { softGrant } from '../../modules/access/access.table.js';
import { entDept, entWorker } from '../../modules/org/org.table.js';
import { ticketDigest } from '../../modules/train/launch.service.js';
import { trainLaunch } from '../../modules/train/launch.table.js';
import { insertRecords, type NewRecord } from '../../modules/train/record-store.js';
import { trainPlan, trainPlanWorker } from '../../modules/train/train.table.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 3_600_000;
const audit = { createBy: 'enterprise', updateBy: 'enterprise' };

/** A small deterministic generator: the demo reads the same on every fresh start. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/**
 * 示例煤业集团's training: a finished plan that certified most of 综采一队 (李明 — the `worker`
 * account — among them), a running one for the whole 生产部 on its own software, a draft, and a
 * year of sessions on its two usable software (its own and a granted one) so /stats has a story:
 * mostly reported by the software, some entered by hand, one flagged as implausible.
 */
export async function seedTrainDemo(tx: Tx, enterpriseId: number, now = Date.now()): Promise<void> {
  // Its own published software (its grant came with the pass) and one granted by another vendor.
  const usable = await tx
    .selectDistinct({ id: soft.id, vendor: soft.enterpriseId })
    .from(softGrant)
    .innerJoin(soft, eq(soft.id, softGrant.softId))
    .where(and(eq(softGrant.enterpriseId, enterpriseId), eq(softGrant.status, 'approved')))
    .orderBy(soft.id);
  const own = usable.find((s) => s.vendor === enterpriseId)?.id;
  const granted = usable.find((s) => s.vendor !== enterpriseId)?.id;
  if (own === undefined) return;
  const depts = await tx.select().from(entDept).where(eq(entDept.enterpriseId, enterpriseId));
  const deptId = (name: string) => depts.find((d) => d.name === name)!.id;
  const staff = await tx
    .select({
      id: entWorker.id,
      deptId: entWorker.deptId,
      employeeNo: entWorker.employeeNo,
      userId: entWorker.userId,
    })
    .from(entWorker)
    .where(and(eq(entWorker.enterpriseId, enterpriseId), eq(entWorker.status, 'active')))
    .orderBy(entWorker.employeeNo);
  const production = new Set(
    [deptId('生产部'), ...depts.filter((d) => d.pid === deptId('生产部')).map((d) => d.id)].filter(Boolean),
  );
  const teamOne = staff.filter((w) => w.deptId === deptId('综采一队') || w.employeeNo === 'CM0001');
  const producers = staff.filter((w) => w.deptId !== null && production.has(w.deptId));

  const plan = async (values: Omit<typeof trainPlan.$inferInsert, 'enterpriseId'>, trainees: number[]) => {
    const [row] = await tx
      .insert(trainPlan)
      .values({ enterpriseId, ...audit, ...values })
      .returning({ id: trainPlan.id });
    if (values.status === 'published' && trainees.length > 0) {
      await tx
        .insert(trainPlanWorker)
        .values(trainees.map((workerId) => ({ enterpriseId, planId: row!.id, workerId, ...audit })));
    }
    return row!.id;
  };
  const finished = await plan(
    {
      name: '综采一队瓦斯抽采取证培训',
      softId: own,
      startTime: new Date(now - 120 * DAY),
      endTime: new Date(now - 30 * DAY),
      requiredHours: 2,
      passScore: 80,
      validMonths: 12,
      status: 'published',
      deptIds: [deptId('综采一队')],
      workerIds: [staff[0]!.id],
      publishedAt: new Date(now - 121 * DAY),
    },
    teamOne.map((w) => w.id),
  );
  const running = await plan(
    {
      name: '生产部2026年度安全复训',
      softId: own,
      startTime: new Date(now - 20 * DAY),
      endTime: new Date(now + 70 * DAY),
      requiredHours: 4,
      passScore: 85,
      validMonths: 24,
      status: 'published',
      deptIds: [deptId('生产部')],
      publishedAt: new Date(now - 21 * DAY),
    },
    producers.map((w) => w.id),
  );
  await plan(
    {
      name: '通风科新员工入职培训',
      softId: granted ?? own,
      startTime: new Date(now + 10 * DAY),
      endTime: new Date(now + 40 * DAY),
      requiredHours: 8,
      passScore: 75,
      status: 'draft',
      deptIds: [deptId('通风科')],
    },
    [],
  );

  const rnd = random(20_261_125);
  const rows: NewRecord[] = [];
  const session = (
    workerId: number,
    softId: number,
    planId: number | null,
    start: number,
    extra: Partial<NewRecord> = {},
  ) => {
    const minutes = 30 + Math.floor(rnd() * 60);
    const score = Math.round((62 + rnd() * 36) * 10) / 10;
    rows.push({
      enterpriseId,
      workerId,
      softId,
      planId,
      deviceSerial: `SIM-${String(1 + Math.floor(rnd() * 6)).padStart(3, '0')}`,
      startedAt: new Date(start),
      endedAt: new Date(start + minutes * 60_000),
      durationS: minutes * 60,
      score,
      passed: score >= (planId === running ? 85 : planId === finished ? 80 : 60),
      source: 'reported',
      originId: `demo-${rows.length + 1}`,
      createBy: 'app:demo',
      updateBy: 'app:demo',
      ...extra,
    });
  };
  // The finished plan: three 50-minute sessions each, inside its period; every fourth trainee short of the mark.
  teamOne.forEach((w, i) => {
    for (let k = 0; k < 3; k++) {
      const start = now - (110 - i * 2 - k * 20) * DAY;
      const fixed = { endedAt: new Date(start + 50 * 60_000), durationS: 50 * 60 };
      session(w.id, own, finished, start, {
        ...fixed,
        ...(i % 4 === 3 ? { score: 72, passed: false } : { score: 86 + k * 3, passed: true }),
      });
    }
  });
  // The running plan: a session or two for most of 生产部.
  producers.forEach((w, i) => {
    if (i % 3 !== 2) session(w.id, own, running, now - (15 - (i % 10)) * DAY);
  });
  // A year of practice outside plans, on both software, busier in the winter months.
  for (let d = 360; d > 0; d -= 3) {
    const month = new Date(now - d * DAY).getMonth();
    const sessions = month <= 2 || month >= 10 ? 3 : 1;
    for (let k = 0; k < sessions; k++) {
      const w = staff[Math.floor(rnd() * staff.length)]!;
      session(
        w.id,
        granted !== undefined && rnd() < 0.35 ? granted : own,
        null,
        now - d * DAY + k * 3_600_000,
      );
    }
  }
  session(staff[2]!.id, own, null, now - 5 * DAY, {
    durationS: 5 * 3600,
    flagged: true,
    flagReason: '上报时长 18000 秒与起止时间相差 1800 秒不符',
  });
  rows.slice(-7, -1).forEach((r) =>
    Object.assign(r, {
      source: 'manual',
      originId: null,
      deviceSerial: null,
      createBy: 'enterprise',
      updateBy: 'enterprise',
    }),
  );
  await insertRecords(tx, rows, new Date(now));
  await seedLaunches(tx, enterpriseId, staff, { own, running }, now);
  // The finished plan's certificates date from when its trainees completed, not from the seeding.
  await tx.execute(sql`update train_cert set issued_at = ${new Date(now - 60 * DAY).toISOString()}::timestamptz,
    expires_at = ${new Date(now - 60 * DAY + 365 * DAY).toISOString()}::timestamptz
    where plan_id = ${finished}`);
}

/**
 * 启动记录: the staff with accounts launched the running plan's software from its page — taken
 * by the simulation each time but the last, whose ticket ran out unused. Every ticket is spent or
 * expired, so none of these can be traded.
 */
async function seedLaunches(
  tx: Tx,
  enterpriseId: number,
  staff: { id: number; userId: number | null }[],
  target: { own: number; running: number },
  now: number,
) {
  const withAccounts = staff.filter((w): w is { id: number; userId: number } => w.userId !== null);
  const launches = withAccounts.flatMap((w, i) =>
    [3, 1].map((daysAgo, k) => {
      const at = now - daysAgo * DAY - i * 3_600_000;
      const taken = !(i === 0 && k === 1);
      return {
        enterpriseId,
        userId: w.userId,
        workerId: w.id,
        softId: target.own,
        planId: target.running,
        ticketSha256: ticketDigest(`demo-launch-${enterpriseId}-${w.id}-${k}-${at}`),
        createTime: new Date(at),
        expiresAt: new Date(at + 10 * 60_000),
        usedAt: taken ? new Date(at + 20_000) : null,
      };
    }),
  );
  if (launches.length > 0) await tx.insert(trainLaunch).values(launches);
}
