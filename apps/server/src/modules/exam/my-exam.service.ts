import type { MyExam, MyExamState } from '@coalsim/contract';
import { and, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterpriseScope } from '../../lib/enterprise-scope.js';
import { HttpError } from '../../lib/http-error.js';
import type { Principal } from '../auth/current-user.js';
import { entWorker } from '../org/org.table.js';
import { submitOverdue } from './attempt-finish.js';
import type { BankOwner } from './bank-owner.js';
import { examArrangement, examCandidate, examPaper } from './paper.table.js';

const NO_WORKER = '您的账号尚未关联企业员工档案，请联系企业管理员在员工管理中为您开通账号';

export interface Trainee {
  workerId: number;
  /** The worker's enterprise, as a bank reader: the platform's banks once it is verified. */
  owner: Extract<BankOwner, { platform: false }>;
}

/**
 * The trainee behind the session: the account's own worker record, found by the account itself
 * and never by an id the client sends; every attempt query then filters by this worker.
 */
export async function traineeOf(db: Db, principal: Principal): Promise<Trainee> {
  const [worker] = await db
    .select({ id: entWorker.id, enterpriseId: entWorker.enterpriseId })
    .from(entWorker)
    .where(eq(entWorker.userId, principal.id));
  if (!worker || worker.enterpriseId !== principal.enterpriseId) throw new HttpError(403, NO_WORKER);
  return {
    workerId: worker.id,
    owner: {
      platform: false,
      username: principal.username,
      // The worker's own enterprise (the open API resolves its trainees the same way).
      scope: enterpriseScope(worker.enterpriseId),
      verified: principal.enterpriseStatus === 'verified',
    },
  };
}

function stateOf(
  now: number,
  row: {
    startTime: Date;
    endTime: Date;
    attempts: number;
    attemptsUsed: number;
    passed: boolean;
    open: boolean;
  },
): MyExamState {
  if (now < row.startTime.getTime()) return 'upcoming';
  if (row.open) return 'open';
  if (row.passed || row.attemptsUsed >= row.attempts) return 'done';
  if (now > row.endTime.getTime()) return row.attemptsUsed === 0 ? 'missed' : 'done';
  return 'open';
}

/** 我的考试: the published exams the caller is a candidate of, newest window first. */
export async function listMyExams(db: Db, principal: Principal): Promise<{ content: MyExam[] }> {
  const { workerId } = await traineeOf(db, principal);
  await submitOverdue(db, workerId);
  const rows = await db
    .select({
      id: examArrangement.id,
      name: examArrangement.name,
      startTime: examArrangement.startTime,
      endTime: examArrangement.endTime,
      attempts: examArrangement.attempts,
      durationMinutes: examPaper.durationMinutes,
      totalScore: examPaper.totalScore,
      passScore: examPaper.passScore,
      attemptsUsed: examCandidate.attemptsUsed,
      bestScore: examCandidate.bestScore,
      passedAt: examCandidate.passedAt,
      openAttemptId: sql<number | null>`(select a.id::int from exam_attempt a
        where a.exam_id = ${examArrangement.id} and a.worker_id = ${workerId} and a.submitted_at is null limit 1)`,
      lastAttemptId: sql<number | null>`(select a.id::int from exam_attempt a
        where a.exam_id = ${examArrangement.id} and a.worker_id = ${workerId} and a.submitted_at is not null
        order by a.no desc limit 1)`,
    })
    .from(examCandidate)
    .innerJoin(examArrangement, eq(examArrangement.id, examCandidate.examId))
    .innerJoin(examPaper, eq(examPaper.id, examArrangement.paperId))
    .where(and(eq(examCandidate.workerId, workerId), eq(examArrangement.status, 'published')))
    .orderBy(desc(examArrangement.startTime), desc(examArrangement.id));
  const now = Date.now();
  return {
    content: rows.map((r) => ({
      id: r.id,
      name: r.name,
      startTime: r.startTime.getTime(),
      endTime: r.endTime.getTime(),
      durationMinutes: r.durationMinutes,
      totalScore: r.totalScore,
      passScore: r.passScore,
      attempts: r.attempts,
      state: stateOf(now, { ...r, passed: r.passedAt !== null, open: r.openAttemptId !== null }),
      attemptsUsed: r.attemptsUsed,
      bestScore: r.bestScore,
      passed: r.passedAt !== null,
      openAttemptId: r.openAttemptId,
      lastAttemptId: r.lastAttemptId,
    })),
  };
}
