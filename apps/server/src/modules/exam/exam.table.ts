import {
  bigint,
  index,
  jsonb,
  pgTable,
  smallint,
  unique,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import { auditColumns, id, sameEnterprise } from '../../db/columns.js';
import { enterprise } from '../../db/tables/account.table.js';

/** An enterprise's row, or the platform's when empty (a platform bank and its questions). */
const ownerId = () =>
  bigint('enterprise_id', { mode: 'number' }).references((): AnyPgColumn => enterprise.id, {
    onDelete: 'cascade',
  });

/**
 * 题库. An enterprise's own (enterprise_id set), or the platform's (enterprise_id empty), which
 * every verified enterprise reads and may copy. `copied_from` names the bank a copy was made of,
 * for the record (the original may be gone since).
 */
export const examBank = pgTable(
  'exam_bank',
  {
    id: id(),
    enterpriseId: ownerId(),
    name: varchar('name', { length: 60 }).notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    copiedFrom: bigint('copied_from', { mode: 'number' }),
    ...auditColumns(),
  },
  (t) => [
    index('exam_bank_list_idx').on(t.enterpriseId, t.createTime.desc(), t.id),
    unique('exam_bank_enterprise_id_id_uq').on(t.enterpriseId, t.id),
  ],
);

/**
 * 试题. `options` is [{ key, text }] (none for 判断题); `answer` is 'B', ['A','C'] or true /
 * false. The owner is the bank's (a question of an enterprise's bank carries that enterprise,
 * which the key below checks); a platform question carries none.
 */
export const examQuestion = pgTable(
  'exam_question',
  {
    id: id(),
    enterpriseId: ownerId(),
    bankId: bigint('bank_id', { mode: 'number' })
      .notNull()
      .references(() => examBank.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 8 }).notNull(),
    stem: varchar('stem', { length: 1000 }).notNull(),
    picture: varchar('picture', { length: 255 }),
    options: jsonb('options').$type<{ key: string; text: string }[]>().notNull().default([]),
    answer: jsonb('answer').$type<string | string[] | boolean>().notNull(),
    analysis: varchar('analysis', { length: 1000 }).notNull().default(''),
    chapter: varchar('chapter', { length: 50 }).notNull().default(''),
    level: varchar('level', { length: 8 }).notNull(),
    difficulty: smallint('difficulty').notNull(),
    ...auditColumns(),
  },
  (t) => [
    index('exam_question_bank_idx').on(t.bankId, t.id),
    // A random paper's rule draws by bank, type and optionally level and chapter; the owner and
    // the id ride along so that a draw reads the index alone, never the questions' pages (bench:
    // 100 of 50,000 in 13 ms of PostgreSQL instead of 26).
    index('exam_question_draw_idx').on(t.bankId, t.type, t.level, t.chapter, t.enterpriseId, t.id),
    sameEnterprise(
      'exam_question_bank',
      [t.enterpriseId, t.bankId],
      [examBank.enterpriseId, examBank.id],
      'cascade',
    ),
  ],
);
