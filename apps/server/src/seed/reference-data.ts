import type { Db } from '../db/database.js';
import { sysDict, sysDictDetail } from '../modules/dict/dict.table.js';
import { seedJobs } from './reference-jobs.js';
import { seedMenus } from './reference-menus.js';

/** Dictionaries every installation needs; values are the stored codes, labels the UI text. */
export const DICTIONARIES: {
  name: string;
  description: string;
  details: [label: string, value: string][];
}[] = [
  {
    name: 'user_status',
    description: '用户状态',
    details: [
      ['激活', 'true'],
      ['禁用', 'false'],
    ],
  },
  {
    name: 'soft_category',
    description: '软件类别',
    details: [
      ['采煤', 'mining'],
      ['掘进', 'tunneling'],
      ['机电', 'electromechanical'],
      ['运输', 'transport'],
      ['通风', 'ventilation'],
      ['地测', 'survey'],
      ['安全', 'safety'],
      ['应急救援', 'rescue'],
    ],
  },
  {
    name: 'news_type',
    description: '资讯类别',
    details: [
      ['行业动态', 'industry'],
      ['政策法规', 'policy'],
      ['平台公告', 'notice'],
      ['技术前沿', 'technology'],
      ['培训资讯', 'training'],
    ],
  },
  {
    name: 'device_type',
    description: '设备类型',
    details: [
      ['VR头显', 'vr_headset'],
      ['模拟操作台', 'simulator'],
      ['桌面终端', 'desktop'],
      ['CAVE沉浸系统', 'cave'],
      ['动感平台', 'motion_platform'],
    ],
  },
  {
    name: 'enterprise_type',
    description: '企业类型',
    details: [
      ['煤矿企业', '1'],
      ['煤机装备制造', '2'],
      ['软件开发商', '3'],
      ['培训机构', '4'],
      ['科研院所', '5'],
    ],
  },
  {
    // Whom a question bank is for: the coal trades' legal categories of person (DESIGN §12).
    name: 'exam_category',
    description: '题库人员类别',
    details: [
      ['主要负责人', 'principal'],
      ['安全生产管理人员', 'safety_manager'],
      ['煤矿井下电气作业', 'electrical'],
      ['煤矿井下爆破作业', 'blasting'],
      ['煤矿安全监测监控作业', 'monitoring'],
      ['煤矿瓦斯检查作业', 'gas_check'],
      ['煤矿安全检查作业', 'safety_check'],
      ['煤矿提升机操作作业', 'hoist'],
      ['煤矿采煤机（掘进机）操作作业', 'shearer'],
      ['煤矿瓦斯抽采作业', 'gas_drainage'],
      ['煤矿防突作业', 'outburst'],
      ['煤矿探放水作业', 'water_probe'],
      ['井下作业人员', 'underground'],
      ['地面作业人员', 'surface'],
    ],
  },
  {
    name: 'question_level',
    description: '试题掌握程度',
    details: [
      ['了解', '了解'],
      ['掌握', '掌握'],
      ['熟练掌握', '熟练掌握'],
    ],
  },
];

/**
 * Reference data, on every start: what is missing is added, what exists is left alone, so an
 * administrator's edits survive upgrades.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedMenus(tx);
    await seedJobs(tx);
    for (const dict of DICTIONARIES) {
      const audit = { createBy: 'system', updateBy: 'system' };
      const [created] = await tx
        .insert(sysDict)
        .values({ name: dict.name, description: dict.description, ...audit })
        .onConflictDoNothing({ target: sysDict.name })
        .returning({ id: sysDict.id });
      if (!created) continue;
      await tx.insert(sysDictDetail).values(
        dict.details.map(([label, value], i) => ({
          dictId: created.id,
          label,
          value,
          dictSort: i + 1,
          ...audit,
        })),
      );
    }
  });
}
