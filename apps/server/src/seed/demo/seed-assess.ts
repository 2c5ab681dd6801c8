import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysUser } from '../../db/tables/account.table.js';
import { soft } from '../../db/tables/soft.table.js';
import { startAssessing } from '../../modules/access/access-transitions.js';
import { softAccess } from '../../modules/access/access.table.js';
import {
  assess,
  assessRoom,
  assessScore,
  assessTeam,
  assessTeamMember,
} from '../../modules/access/assess.table.js';
import { expertTotal } from '../../modules/assess/assess-totals.js';
import { DEMO_ACCESS_SOFT } from './seed-access.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 60 * 60 * 1000;
const audit = { createBy: 'admin', updateBy: 'admin' };

export const DEMO_TEAM = '煤矿安全仿真专家组';
export const DEMO_ROOM = '第一考核室';
export const DEMO_ASSESS_TITLE = `${DEMO_ACCESS_SOFT.toAssess} 接入考核`;
export const DEMO_CRITERIA = [
  { name: '功能完整性', weight: 40 },
  { name: '仿真真实度', weight: 30 },
  { name: '易用性', weight: 30 },
];

/** The two expert accounts (个人用户) and the expert who has no account. */
const EXPERTS = [
  { username: 'expert1', name: '张建国', title: '教授', organisation: '中国矿业大学', phone: '13811110001' },
  {
    username: 'expert2',
    name: '李文华',
    title: '研究员',
    organisation: '煤炭科学研究总院',
    phone: '13811110002',
  },
  {
    username: null,
    name: '王志刚',
    title: '高级工程师',
    organisation: '山西省煤矿安全培训中心',
    phone: null,
  },
];

/**
 * 考核管理's demo: an expert team with two experts who can sign in and score, a room a week from
 * now, and the demo enterprise's waiting application taken into assessment, with 张建国's scores
 * in. Skipped when the access seed left no such application to assess.
 */
export async function seedAssessDemo(tx: Tx, passwordHash: string, now = Date.now()): Promise<void> {
  const [application] = await tx
    .select({ id: softAccess.id })
    .from(softAccess)
    .innerJoin(soft, eq(soft.id, softAccess.softId))
    .where(eq(soft.name, DEMO_ACCESS_SOFT.toAssess));
  const [team] = await tx
    .insert(assessTeam)
    .values({ name: DEMO_TEAM, description: '负责采掘、通风与安全类仿真软件的接入考核', ...audit })
    .returning({ id: assessTeam.id });
  const memberIds: number[] = [];
  for (const expert of EXPERTS) {
    const [account] = expert.username
      ? await tx
          .insert(sysUser)
          .values({
            username: expert.username,
            nickName: expert.name,
            passwordHash,
            role: 3,
            phone: expert.phone,
            createBy: 'system',
            updateBy: 'system',
          })
          .returning({ id: sysUser.id })
      : [];
    const [member] = await tx
      .insert(assessTeamMember)
      .values({
        teamId: team!.id,
        name: expert.name,
        title: expert.title,
        organisation: expert.organisation,
        phone: expert.phone,
        userId: account?.id ?? null,
        ...audit,
      })
      .returning({ id: assessTeamMember.id });
    memberIds.push(member!.id);
  }

  // Next week, 09:00–11:30 server time: it shows on the calendar's next page.
  const start = new Date(now + 7 * DAY);
  start.setHours(9, 0, 0, 0);
  const [room] = await tx
    .insert(assessRoom)
    .values({
      name: DEMO_ROOM,
      startTime: start,
      endTime: new Date(start.getTime() + 150 * 60 * 1000),
      place: '太原市小店区煤炭大厦 8 层 801 会议室',
      onlineLink: 'https://meeting.coalsim.cn/room/801',
      capacity: 12,
      ...audit,
    })
    .returning({ id: assessRoom.id });
  if (!application) return;

  await startAssessing(tx, application.id, new Date(now - DAY));
  const [assessment] = await tx
    .insert(assess)
    .values({
      accessId: application.id,
      title: DEMO_ASSESS_TITLE,
      teamId: team!.id,
      roomId: room!.id,
      status: 'assessing',
      criteria: DEMO_CRITERIA,
      passScore: 60,
      createTime: new Date(now - DAY),
      ...audit,
    })
    .returning({ id: assess.id });
  const scores = [
    { criterion: '功能完整性', score: 85 },
    { criterion: '仿真真实度', score: 80 },
    { criterion: '易用性', score: 78 },
  ];
  await tx.insert(assessScore).values({
    assessId: assessment!.id,
    memberId: memberIds[0]!,
    scores,
    total: expertTotal(DEMO_CRITERIA, scores),
    comment: '采煤机、液压支架与刮板输送机协同作业流程完整，建议补充顶板来压与片帮工况。',
    createBy: 'expert1',
    updateBy: 'expert1',
  });
}
