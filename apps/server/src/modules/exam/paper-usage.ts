import { sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';

/**
 * The papers of published exams not yet over that use questions (listed by a fixed paper, or matched by a random
 * paper's rule) or banks: deleting those is refused, so an exam running never loses its pool.
 */
export async function paperUsing(
  db: Db,
  what: { questionIds: number[] } | { bankIds: number[] },
): Promise<string | undefined> {
  const uses =
    'questionIds' in what
      ? sql`exists (select 1 from jsonb_array_elements(p.items) i
               where (i->>'questionId')::bigint = any(${sql.param(what.questionIds)}::bigint[]))
         or exists (select 1 from jsonb_array_elements(p.rules) r
               join exam_question q on q.id = any(${sql.param(what.questionIds)}::bigint[])
                 and q.bank_id = (r->>'bankId')::bigint and q.type = r->>'type'
                 and (r->>'level' is null or q.level = r->>'level')
                 and (r->>'chapter' is null or q.chapter = r->>'chapter'))`
      : sql`exists (select 1 from jsonb_array_elements(p.rules) r
               where (r->>'bankId')::bigint = any(${sql.param(what.bankIds)}::bigint[]))
         or exists (select 1 from jsonb_array_elements(p.items) i
               join exam_question q on q.id = (i->>'questionId')::bigint
               where q.bank_id = any(${sql.param(what.bankIds)}::bigint[]))`;
  const { rows } = await db.execute<{ name: string }>(sql`
    select p.name from exam_paper p
    where exists (select 1 from exam_arrangement e
                  where e.paper_id = p.id and e.status = 'published' and e.end_time >= now())
      and (${uses})
    limit 1`);
  return rows[0]?.name;
}

/** The refusal naming the paper, so the editor knows which exam holds the questions. */
export const inUseBy = (paper: string) =>
  `试卷「${paper}」已用于已发布的考试，其中的试题不能删除；考试结束后可删除，或新建题库`;
