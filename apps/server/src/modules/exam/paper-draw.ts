import { QUESTION_TYPE_LABELS, type PaperRule, type QuestionType } from '@coalsim/contract';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import type { DbOrTx } from '../access/access-transitions.js';
import { readableBy, type BankOwner } from './bank-owner.js';
import { examBank, examQuestion } from './exam.table.js';
import { shuffled } from './grading.js';
import type { AttemptQuestionRow, examPaper } from './paper.table.js';

type PaperRow = typeof examPaper.$inferSelect;
type QuestionRow = typeof examQuestion.$inferSelect;

/** How a rule reads in a message: 第2条规则（单选题·掌握·通风）. */
export function ruleLabel(rule: PaperRule, index: number): string {
  const parts = [QUESTION_TYPE_LABELS[rule.type as QuestionType], rule.level, rule.chapter].filter(Boolean);
  return `第${index + 1}条规则（${parts.join('·')}）`;
}

const ruleWhere = (owner: BankOwner, rule: PaperRule) =>
  readableBy(
    owner,
    examQuestion,
    eq(examQuestion.bankId, rule.bankId),
    eq(examQuestion.type, rule.type),
    rule.level ? eq(examQuestion.level, rule.level) : undefined,
    rule.chapter ? eq(examQuestion.chapter, rule.chapter) : undefined,
  );

/**
 * A paper's questions can be put together: a fixed paper's all readable to the enterprise, each
 * rule's bank readable and holding enough questions of its kind. Refusals name what to fix.
 */
export async function checkPaperQuestions(
  db: DbOrTx,
  owner: BankOwner,
  paper: Pick<PaperRow, 'mode' | 'items' | 'rules'>,
): Promise<void> {
  if (paper.mode === 'fixed') {
    const ids = paper.items.map((i) => i.questionId);
    const found = await db
      .select({ id: examQuestion.id })
      .from(examQuestion)
      .where(readableBy(owner, examQuestion, inArray(examQuestion.id, ids)));
    const have = new Set(found.map((r) => r.id));
    const missing = paper.items.findIndex((i) => !have.has(i.questionId));
    if (missing >= 0) {
      const message = `第${missing + 1}题不存在或已被删除，请重新选择试题`;
      throw badRequest(message, { items: [message] });
    }
    return;
  }
  for (const [index, rule] of (paper.rules as PaperRule[]).entries()) {
    const [bank] = await db
      .select({ name: examBank.name })
      .from(examBank)
      .where(readableBy(owner, examBank, eq(examBank.id, rule.bankId)));
    if (!bank) {
      const message = `${ruleLabel(rule, index)}的题库不存在或无权使用，请重新选择题库`;
      throw badRequest(message, { rules: [message] });
    }
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(examQuestion)
      .where(ruleWhere(owner, rule));
    const available = row?.n ?? 0;
    if (available < rule.count) {
      const message = `${ruleLabel(rule, index)}需要 ${rule.count} 道题，题库「${bank.name}」中符合条件的只有 ${available} 道：请减少题数或放宽条件`;
      throw badRequest(message, { rules: [message] });
    }
  }
}

const asked = (q: QuestionRow, score: number, shuffleOptions: boolean): AttemptQuestionRow => ({
  id: q.id,
  type: q.type as AttemptQuestionRow['type'],
  stem: q.stem,
  picture: q.picture,
  options: shuffleOptions && q.type !== 'judge' ? shuffled(q.options) : q.options,
  score,
  answer: q.answer,
  analysis: q.analysis,
});

/**
 * One draw of a paper, as an attempt (or the author's preview) gets it: a fixed paper's questions,
 * or each rule's `count` picked at random (never one question twice), then shuffled as the paper
 * says. A question deleted since the paper was saved, or a bank grown too small, is a 409 naming
 * what changed: it happens only to a paper no published exam uses.
 */
export async function drawPaper(
  db: Db | DbOrTx,
  owner: BankOwner,
  paper: PaperRow,
): Promise<AttemptQuestionRow[]> {
  let drawn: AttemptQuestionRow[];
  if (paper.mode === 'fixed') {
    const ids = paper.items.map((i) => i.questionId);
    const rows = await db
      .select()
      .from(examQuestion)
      .where(readableBy(owner, examQuestion, inArray(examQuestion.id, ids)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    drawn = paper.items.map((item, index) => {
      const q = byId.get(item.questionId);
      if (!q) throw conflict(`试卷「${paper.name}」的第${index + 1}题已被删除，请修改试卷`);
      return asked(q, item.score, paper.shuffleOptions);
    });
  } else {
    drawn = [];
    for (const [index, rule] of (paper.rules as PaperRule[]).entries()) {
      const taken = drawn.map((q) => q.id);
      // Ids first (the draw index serves the filter), then the chosen rows only.
      const picked = await db
        .select({ id: examQuestion.id })
        .from(examQuestion)
        .where(and(ruleWhere(owner, rule), taken.length > 0 ? notInArray(examQuestion.id, taken) : undefined))
        .orderBy(sql`random()`)
        .limit(rule.count);
      if (picked.length < rule.count)
        throw conflict(
          `试卷「${paper.name}」的${ruleLabel(rule, index)}题库中的题已不够 ${rule.count} 道，请修改试卷`,
        );
      const rows = await db
        .select()
        .from(examQuestion)
        .where(
          inArray(
            examQuestion.id,
            picked.map((p) => p.id),
          ),
        );
      drawn.push(...rows.map((q) => asked(q, rule.scoreEach, paper.shuffleOptions)));
    }
  }
  return paper.shuffleQuestions ? shuffled(drawn) : drawn;
}
