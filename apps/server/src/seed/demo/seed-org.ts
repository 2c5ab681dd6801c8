import type { Db } from '../../db/database.js';
import { entDept, entJob, entWorker } from '../../modules/org/org.table.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Two levels: 生产部 and 安全部 with their teams, and an office without sub-departments. */
const DEPTS: [string, string[]][] = [
  ['生产部', ['综采一队', '综采二队', '掘进一队', '机电队']],
  ['安全部', ['通风科', '安全监察科', '调度室']],
  ['综合办公室', []],
];

/** The posts, and which department's staff hold which (by team). */
const POSTS = [
  '采煤机司机',
  '液压支架工',
  '掘进机司机',
  '机电维修工',
  '通风工',
  '瓦斯检查员',
  '安全员',
  '调度员',
];
const POST_OF_TEAM: Record<string, string[]> = {
  综采一队: ['采煤机司机', '液压支架工'],
  综采二队: ['采煤机司机', '液压支架工'],
  掘进一队: ['掘进机司机'],
  机电队: ['机电维修工'],
  通风科: ['通风工', '瓦斯检查员'],
  安全监察科: ['安全员'],
  调度室: ['调度员'],
  综合办公室: ['安全员'],
};

const SURNAMES = '王张刘陈杨赵黄周吴徐孙马朱胡郭何高林罗郑'.split('');
const GIVEN = [
  '伟',
  '强',
  '磊',
  '军',
  '勇',
  '杰',
  '涛',
  '斌',
  '超',
  '刚',
  '平',
  '辉',
  '鹏',
  '华',
  '飞',
  '鑫',
  '波',
  '宁',
  '浩',
  '峰',
];
const STAFF = 40;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A valid 18-digit id card (GB 11643) for a Taiyuan (140105) resident born on the given day. */
function idCard(born: string, sequence: number): string {
  const body = `140105${born}${pad(sequence, 3)}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}

/**
 * 示例煤业集团's organisation, deterministic so the pages and the tests read the same every time:
 * the tree above, eight posts and forty staff, the first of them 李明 — the demo `worker`
 * account's own record. Every third has an id card; the last two have left.
 */
export async function seedOrgDemo(tx: Tx, enterpriseId: number, workerUserId: number): Promise<void> {
  const audit = { enterpriseId, createBy: 'system', updateBy: 'system' };
  const deptIds = new Map<string, number>();
  for (const [i, [top, teams]] of DEPTS.entries()) {
    const [parent] = await tx
      .insert(entDept)
      .values({ name: top, sort: i + 1, ...audit })
      .returning({ id: entDept.id });
    deptIds.set(top, parent!.id);
    for (const [j, team] of teams.entries()) {
      const [child] = await tx
        .insert(entDept)
        .values({ name: team, pid: parent!.id, sort: j + 1, ...audit })
        .returning({ id: entDept.id });
      deptIds.set(team, child!.id);
    }
  }
  const posts = await tx
    .insert(entJob)
    .values(POSTS.map((name, i) => ({ name, sort: i + 1, ...audit })))
    .returning({ id: entJob.id, name: entJob.name });
  const postIds = new Map(posts.map((p) => [p.name, p.id]));

  const teams = Object.keys(POST_OF_TEAM);
  const rows = Array.from({ length: STAFF }, (_, i) => {
    const team = teams[i % teams.length]!;
    const teamPosts = POST_OF_TEAM[team]!;
    const born = `${1975 + (i % 20)}${pad(1 + (i % 12), 2)}${pad(1 + ((i * 3) % 28), 2)}`;
    return {
      employeeNo: `CM${pad(i + 1, 4)}`,
      name: i === 0 ? '李明' : `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7) % GIVEN.length]}`,
      gender: i % 6 === 5 ? '女' : '男',
      phone: i === 0 ? '13700137000' : `1350351${pad(i, 4)}`,
      idCard: i % 3 === 0 ? idCard(born, 100 + i) : null,
      deptId: deptIds.get(team)!,
      jobId: postIds.get(teamPosts[Math.floor(i / teams.length) % teamPosts.length]!)!,
      status: i >= STAFF - 2 ? 'left' : 'active',
      hiredOn: `${2012 + (i % 12)}-${pad(1 + ((i * 5) % 12), 2)}-${pad(1 + ((i * 11) % 28), 2)}`,
      userId: i === 0 ? workerUserId : null,
      ...audit,
    };
  });
  await tx.insert(entWorker).values(rows);
}
