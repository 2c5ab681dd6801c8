import type { GenConfig, GenConfigUpdate } from '@coalsim/contract';
import { sql } from 'drizzle-orm';

import type { Db } from '../db/database.js';
import { storedSettings } from '../modules/generator/gen-columns.js';

/** Comments written to break out of whatever they land in: comments, strings, templates, HTML. */
export const HOSTILE = {
  province: '省份*/ process.exit(1) /* x',
  remark: '备注 "q" \'q\' \\ </script> ${process.exit(2)}\n*/ second line ` <!--',
  status: '状态`${process.exit(3)}`',
} as const;

/**
 * `mine_site`: a table of the app's schema as a developer might add one by hand, with a column of
 * each kind the generator handles, a JSON column it leaves out, audit columns, and hostile comments.
 */
export async function createMineSiteTable(db: Db): Promise<void> {
  await db.execute(sql`
    create table mine_site (
      id bigint generated always as identity primary key,
      name varchar(100) not null,
      code char(6) not null unique,
      province varchar(50),
      status varchar(20) not null default 'open',
      capacity numeric(10, 2),
      depth integer,
      opened_on date,
      inspected_at timestamptz,
      is_active boolean not null default true,
      remark text,
      extra jsonb,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now(),
      create_by varchar(64),
      update_by varchar(64)
    )`);
  const comments: [string, string][] = [
    ['name', '矿井名称'],
    ['code', '矿井编码'],
    ['province', HOSTILE.province],
    ['status', HOSTILE.status],
    ['capacity', '核定产能（万吨/年）'],
    ['depth', '开采深度（米）'],
    ['opened_on', '投产日期'],
    ['inspected_at', '最近检查时间'],
    ['is_active', '是否在产'],
    ['remark', HOSTILE.remark],
  ];
  await db.execute(sql`comment on table mine_site is '矿井'`);
  // COMMENT takes no parameters: the texts are quoted here, as literals, by PostgreSQL's own rule.
  for (const [column, text] of comments) {
    await db.execute(sql.raw(`comment on column mine_site.${column} is '${text.replaceAll("'", "''")}'`));
  }
}

/** The configuration the proof generates with: dictionary select and radio, searches of each kind. */
export function mineSiteSettings(config: GenConfig): GenConfigUpdate {
  return {
    moduleName: 'mine',
    label: config.label,
    apiPath: '/api/mineSite',
    permissionPrefix: 'mineSite',
    columns: config.columns.map((c) => {
      const settings = storedSettings(c);
      const { columnName } = settings;
      if (columnName === 'status')
        return { ...settings, formType: 'select', dictName: 'mine_status', queryShow: true, queryType: 'eq' };
      if (columnName === 'is_active') return { ...settings, queryShow: true, queryType: 'eq' };
      if (columnName === 'opened_on')
        return { ...settings, queryShow: true, queryType: 'between', notNull: true };
      if (columnName === 'depth') return { ...settings, queryShow: true, queryType: 'eq' };
      // Required, so that the generated page test picks a radio and types a date-time.
      if (columnName === 'province')
        return { ...settings, formType: 'radio', dictName: 'mine_province', notNull: true };
      if (columnName === 'inspected_at') return { ...settings, notNull: true };
      return settings;
    }),
  };
}
