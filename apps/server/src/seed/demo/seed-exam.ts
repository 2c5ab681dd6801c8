import type { Db } from '../../db/database.js';
import { examBank, examQuestion } from '../../modules/exam/exam.table.js';
import { ENTERPRISE_DEMO_BANK, PLATFORM_DEMO_BANK, type DemoBank } from './exam-questions/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function seedBank(tx: Tx, bank: DemoBank, enterpriseId: number | null) {
  const audit = { createBy: 'system', updateBy: 'system' };
  const [row] = await tx
    .insert(examBank)
    .values({
      enterpriseId,
      name: bank.name,
      category: bank.category,
      description: bank.description,
      ...audit,
    })
    .returning({ id: examBank.id });
  await tx.insert(examQuestion).values(
    bank.questions.map((q) => ({
      bankId: row!.id,
      type: q.type,
      stem: q.stem,
      options: q.options ?? [],
      answer: Array.isArray(q.answer) ? [...q.answer].sort() : q.answer,
      analysis: q.analysis,
      chapter: q.chapter,
      level: q.level,
      difficulty: q.difficulty,
      ...audit,
    })),
  );
}

/** 题库: the platform's coal-safety bank (every verified enterprise reads it) and the demo enterprise's own. */
export async function seedExamDemo(tx: Tx, enterpriseId: number): Promise<void> {
  await seedBank(tx, PLATFORM_DEMO_BANK, null);
  await seedBank(tx, ENTERPRISE_DEMO_BANK, enterpriseId);
}
