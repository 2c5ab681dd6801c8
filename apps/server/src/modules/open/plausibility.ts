import { OPEN_CLOCK_WINDOW_MS, type OpenRecord } from '@coalsim/contract';

/** How far the reported time used may stray from end − start: 10 %, at least a minute. */
const tolerance = (timeUsed: number) => Math.max(60, timeUsed * 0.1);
/** Clocks of a step and of its session may disagree by this much (ms). */
const STEP_SLACK_MS = 1_000;

/**
 * Why a reported session cannot be true as sent, or null. Such records are stored, flagged and
 * never counted: the anchors' users report forged study time (sessions "longer" than their
 * clock time, steps outside the session, step scores above their maximum).
 */
export function implausibility(record: OpenRecord, now = Date.now()): string | null {
  // The contract allows a day of clock error; a session that has not ended yet is not counted.
  if (record.endTime > now + OPEN_CLOCK_WINDOW_MS) return '结束时间晚于服务器当前时间，请检查设备时钟';
  const clock = (record.endTime - record.startTime) / 1000;
  if (Math.abs(clock - record.timeUsed) > tolerance(record.timeUsed)) {
    return `上报时长 ${record.timeUsed} 秒与起止时间相差 ${Math.round(clock)} 秒不符`;
  }
  const steps = record.steps ?? [];
  for (const step of steps) {
    if (step.startTime < record.startTime - STEP_SLACK_MS || step.endTime > record.endTime + STEP_SLACK_MS) {
      return `步骤 ${step.seq} 的时间超出了本次培训的起止时间`;
    }
    if (step.endTime < step.startTime) return `步骤 ${step.seq} 的结束时间早于开始时间`;
    if (step.score > step.maxScore) return `步骤 ${step.seq} 的得分高于其满分`;
  }
  const stepTime = steps.reduce((sum, s) => sum + s.timeUsed, 0);
  if (stepTime > record.timeUsed + tolerance(record.timeUsed)) return '各步骤用时之和超过了本次培训的用时';
  const stepScore = steps.reduce((sum, s) => sum + s.score, 0);
  if (steps.length > 0 && stepScore > 100 + 1e-6) return '各步骤得分之和超过了100分';
  return null;
}
