import { SUBMIT_REASON_LABELS, type ExamArrangement, type ExamResult } from '@coalsim/contract';

import { formatDateTime, type XlsxColumn } from '../../lib/xlsx.js';

const resultText = (r: ExamResult) => (r.passed ? '合格' : r.bestScore === null ? '缺考' : '不合格');

/** 导出考试成绩: one row per candidate, then each attempt the exam allows (第1次, 补考 …). */
export function RESULT_COLUMNS(exam: Pick<ExamArrangement, 'attempts'>): XlsxColumn<ExamResult>[] {
  const perAttempt = Array.from({ length: exam.attempts }, (_, i): XlsxColumn<ExamResult>[] => {
    const label = i === 0 ? '第1次' : `补考${exam.attempts > 2 ? i : ''}`;
    const at = (r: ExamResult) => r.attempts.find((a) => a.no === i + 1);
    return [
      { header: `${label}成绩`, value: (r) => at(r)?.score ?? '', width: 10 },
      {
        header: `${label}交卷时间`,
        value: (r) => {
          const submitted = at(r)?.submittedAt;
          return submitted ? formatDateTime(new Date(submitted)) : '';
        },
        width: 20,
      },
      {
        header: `${label}交卷方式`,
        value: (r) => {
          const reason = at(r)?.reason;
          return reason ? SUBMIT_REASON_LABELS[reason] : '';
        },
        width: 16,
      },
    ];
  }).flat();
  return [
    { header: '工号', value: (r) => r.employeeNo, width: 14 },
    { header: '姓名', value: (r) => r.name, width: 12 },
    { header: '部门', value: (r) => r.deptName ?? '', width: 18 },
    { header: '考试次数', value: (r) => r.attemptsUsed, width: 10 },
    { header: '最高分', value: (r) => r.bestScore ?? '', width: 10 },
    { header: '结果', value: resultText, width: 10 },
    ...perAttempt,
  ];
}
