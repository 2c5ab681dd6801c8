import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { createCache } from '../../lib/cache.js';
import type { AnswerShape } from './grading.js';
import { examAttempt } from './paper.table.js';

/**
 * What a save checks its answers against, per attempt: each frozen question's kind and option
 * keys. Reading the questions on every save (some 30 KB of JSON for 100, one save per trainee
 * every 15 s in an exam hall) cost a millisecond of CPU each; they are written once, when the
 * attempt starts, and never change, so an entry needs no invalidation, on any instance. The key
 * carries the start time too: an id handed out again (after restoring an older backup) is never
 * taken for the attempt that had it before.
 */
const shapes = createCache<string, ReadonlyMap<number, AnswerShape>>({
  maxEntries: 10_000,
  ttlMs: 30 * 60_000,
});

/**
 * One object per kind and set of keys (`single:ABCD`, whatever the attempt's option order), shared
 * by every attempt: some 4 KB for an attempt of 100 questions.
 */
const interned = new Map<string, AnswerShape>();

function shapeOf(type: AnswerShape['type'], keys: string[]): AnswerShape {
  const sorted = [...keys].sort();
  const name = `${type}:${sorted.join('')}`;
  let shape = interned.get(name);
  if (!shape) {
    shape = { type, options: sorted.map((key) => ({ key })) };
    interned.set(name, shape);
  }
  return shape;
}

export function attemptShapes(
  db: Db,
  attemptId: number,
  startedAt: Date,
): Promise<ReadonlyMap<number, AnswerShape>> {
  return shapes.get(`${attemptId}|${startedAt.getTime()}`, async () => {
    const [row] = await db
      .select({ questions: examAttempt.questions })
      .from(examAttempt)
      .where(eq(examAttempt.id, attemptId));
    const questions = row?.questions ?? [];
    return new Map(
      questions.map((q) => [
        q.id,
        shapeOf(
          q.type,
          q.options.map((o) => o.key),
        ),
      ]),
    );
  });
}
