import type { LaunchUpload } from '@coalsim/contract';
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';

/**
 * What launches' simulations reported, as 启动记录 and 设备控制 show it: the sessions stored
 * (training records or 练习) and the last upload refused, with what the simulation was told.
 */
export const storedSessions = (launchId: unknown) => sql<number>`(
  (select count(*) from train_record r where r.launch_id = ${launchId})
  + (select count(*) from train_practice p where p.launch_id = ${launchId}))::int`;

interface UploadRow {
  practice: boolean;
  stored: number;
  refusal: string | null;
  refusedAt: Date | string | null;
}

export const uploadOf = (r: UploadRow): LaunchUpload => ({
  practice: r.practice,
  stored: Number(r.stored),
  refusal: r.refusal,
  refusedAt: r.refusedAt === null ? null : new Date(r.refusedAt).toISOString(),
});

/**
 * Per device command, over every launch it made (a command sent again makes another): sessions
 * stored from any of them, and the latest refusal. Commands that launched nothing are absent.
 */
export async function uploadsOfCommands(db: Db, commandIds: number[]): Promise<Map<number, LaunchUpload>> {
  if (commandIds.length === 0) return new Map();
  const { rows } = await db.execute<{
    command_id: number;
    practice: boolean;
    stored: number;
    refusal: string | null;
    refused_at: string | null;
  }>(sql`
    select l.command_id::int as command_id, bool_and(l.worker_id is null) as practice,
      sum(${storedSessions(sql`l.id`)})::int as stored,
      (array_agg(l.refusal order by l.refused_at desc nulls last))[1] as refusal,
      max(l.refused_at) as refused_at
    from train_launch l
    where l.command_id = any(${sql.param(commandIds)}::bigint[])
    group by l.command_id`);
  return new Map(
    rows.map((r) => [
      Number(r.command_id),
      uploadOf({ practice: r.practice, stored: r.stored, refusal: r.refusal, refusedAt: r.refused_at }),
    ]),
  );
}
