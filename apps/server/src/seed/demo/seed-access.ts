import { eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise } from '../../db/tables/account.table.js';
import { soft } from '../../db/tables/soft.table.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { ensureOwnGrant } from '../../modules/access/access-transitions.js';
import { softAccess, softGrant } from '../../modules/access/access.table.js';
import { demoLaunchOrigin, demoLaunchUrl } from '../../modules/demo/demo-launch.js';
import { DEMO_SOFT, DEMO_VENDORS } from './demo-soft.js';
import { demoCover } from './seed-portal.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 60 * 60 * 1000;
const audit = { createBy: 'enterprise', updateBy: 'enterprise' };

/** The demo enterprise's software in each state of 应用管理 / 考核中心. */
export const DEMO_ACCESS_SOFT = {
  published: '矿井瓦斯抽采系统仿真平台',
  /** The assessment seed takes this one into assessing. */
  toAssess: '综采工作面仿真考核系统',
  submitted: '矿井通风网络解算仿真软件',
  draft: '井下人员定位应急演练系统',
  rejected: '带式输送机故障诊断仿真',
} as const;
export const DEMO_REJECT_REASON =
  '故障库仅覆盖跑偏与打滑两类工况，未包含断带、撕带等重大故障；请补充工况并完善操作评分说明后重新提交。';

function description(intro: string, features: string[]): string {
  const items = features.map((f) => `<li>${f}</li>`).join('');
  return sanitizeRichText(`<p>${intro}</p><h3>主要功能</h3><ul>${items}</ul>`);
}

const fields = (name: string, category: string, n: number, intro: string, features: string[]) => ({
  name,
  category,
  summary: intro.slice(0, 120),
  description: description(intro, features),
  version: `1.${n}.0`,
  // Shipped covers only on the published one: a vendor's form accepts uploaded files only, so the
  // software it may still edit starts without pictures.
  cover: n === 1 ? demoCover(`${category}-${(n % 3) + 1}`) : null,
  screenshots: n === 1 ? [1, 2].map((k) => demoCover(`${category}-${((n + k) % 3) + 1}`)) : [],
  deviceTypes: ['desktop', 'vr_headset'],
});

/**
 * 示例煤业集团 as a vendor: one published software (a passed application, its own grant), two
 * waiting for an assessment, a draft and a rejected one; as a user of others' software, an
 * approved grant and a pending request; and a request by another vendor to its published one.
 */
export async function seedAccessDemo(
  tx: Tx,
  demoEnterpriseId: number,
  now = Date.now(),
  launchOrigin = demoLaunchOrigin(),
): Promise<void> {
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  // No simulation stands behind the demo software: 启动软件 opens this server's page saying what
  // one would do with the ticket, and how to play its part with npm run simulator.
  const launchUrl = demoLaunchUrl(launchOrigin);
  const mine = (values: ReturnType<typeof fields>, extra: Partial<typeof soft.$inferInsert>) =>
    tx
      .insert(soft)
      .values({ ...values, launchUrl, enterpriseId: demoEnterpriseId, ...audit, ...extra })
      .returning({ id: soft.id })
      .then((rows) => rows[0]!.id);

  const published = await mine(
    fields(
      DEMO_ACCESS_SOFT.published,
      'safety',
      1,
      '模拟高瓦斯矿井本煤层与邻近层抽采全过程，训练抽采钻孔布置、管路负压调节与抽采达标评判。',
      ['钻孔布置与封孔质量评价', '管网负压与浓度实时解算', '抽采达标判定与报表'],
    ),
    { status: 'published', publishedAt: at(40), createTime: at(75), updateTime: at(40), viewCount: 128 },
  );
  await tx.insert(softAccess).values({
    softId: published,
    enterpriseId: demoEnterpriseId,
    status: 'passed',
    submittedAt: at(60),
    assessingAt: at(50),
    decidedAt: at(40),
    comment: '功能完整，抽采参数解算结果与现场实测吻合，同意接入。',
    ...audit,
  });
  await ensureOwnGrant(tx, demoEnterpriseId, published, at(40));

  for (const [name, category, n, daysAgo] of [
    [DEMO_ACCESS_SOFT.toAssess, 'mining', 2, 6],
    [DEMO_ACCESS_SOFT.submitted, 'ventilation', 3, 3],
  ] as const) {
    const id = await mine(
      fields(name, category, n, `${name}面向煤矿一线岗位培训与考核，支持多场景训练、自动评分与过程回放。`, [
        '典型工况场景库',
        '操作过程自动评分',
        '培训记录与考核报表',
      ]),
      { status: 'submitted', createTime: at(daysAgo + 10), updateTime: at(daysAgo) },
    );
    await tx.insert(softAccess).values({
      softId: id,
      enterpriseId: demoEnterpriseId,
      status: 'submitted',
      submittedAt: at(daysAgo),
      ...audit,
    });
  }

  await mine(
    fields(
      DEMO_ACCESS_SOFT.draft,
      'rescue',
      4,
      '基于井下人员定位数据的应急撤离演练，模拟火灾、透水等灾害下的避灾路线选择。',
      ['人员定位数据回放', '避灾路线推演', '演练评估'],
    ),
    { status: 'draft', createTime: at(2), updateTime: at(1) },
  );

  const rejected = await mine(
    fields(
      DEMO_ACCESS_SOFT.rejected,
      'transport',
      5,
      '针对主运输带式输送机常见故障的诊断训练，覆盖跑偏、打滑等工况的识别与处置。',
      ['跑偏与打滑工况模拟', '保护装置动作演示', '处置流程训练'],
    ),
    { status: 'rejected', statusReason: DEMO_REJECT_REASON, createTime: at(45), updateTime: at(12) },
  );
  await tx.insert(softAccess).values({
    softId: rejected,
    enterpriseId: demoEnterpriseId,
    status: 'rejected',
    submittedAt: at(30),
    assessingAt: at(20),
    decidedAt: at(12),
    comment: DEMO_REJECT_REASON,
    ...audit,
  });

  await seedDemoGrants(tx, demoEnterpriseId, published, at);
}

async function seedDemoGrants(tx: Tx, demoEnterpriseId: number, published: number, at: (d: number) => Date) {
  const others = await tx
    .select({ id: soft.id, name: soft.name })
    .from(soft)
    .where(inArray(soft.name, [DEMO_SOFT[0]!.name, DEMO_SOFT[1]!.name]));
  const idOf = (name: string) => others.find((s) => s.name === name)!.id;
  const [requester] = await tx
    .select({ id: enterprise.id })
    .from(enterprise)
    .where(eq(enterprise.creditCode, DEMO_VENDORS[0]!.creditCode));
  const yearAhead = new Date(at(0).getTime() + 365 * DAY).toISOString().slice(0, 10);
  await tx.insert(softGrant).values([
    {
      enterpriseId: demoEnterpriseId,
      softId: idOf(DEMO_SOFT[0]!.name),
      status: 'approved',
      seats: 20,
      validUntil: yearAhead,
      decidedAt: at(18),
      createTime: at(20),
      updateTime: at(18),
      ...audit,
    },
    {
      enterpriseId: demoEnterpriseId,
      softId: idOf(DEMO_SOFT[1]!.name),
      status: 'pending',
      createTime: at(2),
      updateTime: at(2),
      ...audit,
    },
    {
      enterpriseId: requester!.id,
      softId: published,
      status: 'pending',
      createTime: at(1),
      updateTime: at(1),
      createBy: 'system',
      updateBy: 'system',
    },
  ]);
}
