import { JOB_HANDLERS, type Job, type JobLog } from '@coalsim/contract';

import type { XlsxColumn } from '../../lib/xlsx.js';

export const JOB_EXPORT_FILE = '定时任务.xlsx';
export const JOB_LOG_EXPORT_FILE = '任务执行记录.xlsx';

/** The handler's label as the back office shows it; the key itself for one no longer listed. */
const handlerLabel = (key: string) =>
  Object.hasOwn(JOB_HANDLERS, key) ? JOB_HANDLERS[key as keyof typeof JOB_HANDLERS].label : key;
const time = (iso: string | null) => (iso ? new Date(iso) : null);
const outcome = (success: boolean | null) => (success === null ? null : success ? '成功' : '失败');

export const JOB_EXPORT_COLUMNS: XlsxColumn<Job>[] = [
  { header: '任务名称', value: (j) => j.jobName, width: 20 },
  { header: '处理程序', value: (j) => handlerLabel(j.handler), width: 22 },
  { header: '参数', value: (j) => j.params, width: 20 },
  { header: 'Cron 表达式', value: (j) => j.cronExpression, width: 16 },
  { header: '状态', value: (j) => (j.isPause ? '已暂停' : '运行中'), width: 8 },
  { header: '描述', value: (j) => j.description, width: 30 },
  { header: '下次执行', value: (j) => time(j.nextRunAt), width: 20 },
  { header: '上次执行', value: (j) => time(j.lastRunAt), width: 20 },
  { header: '上次结果', value: (j) => outcome(j.lastSuccess), width: 10 },
  { header: '创建时间', value: (j) => new Date(j.createTime), width: 20 },
];

export const JOB_LOG_EXPORT_COLUMNS: XlsxColumn<JobLog>[] = [
  { header: '任务名称', value: (l) => l.jobName, width: 20 },
  { header: '处理程序', value: (l) => handlerLabel(l.handler), width: 22 },
  { header: '参数', value: (l) => l.params, width: 20 },
  { header: '触发方式', value: (l) => (l.trigger === 'manual' ? '立即执行' : '定时'), width: 10 },
  { header: '执行人', value: (l) => l.username, width: 14 },
  { header: '结果', value: (l) => outcome(l.isSuccess), width: 8 },
  { header: '说明', value: (l) => l.result, width: 40 },
  // A spreadsheet cell holds at most 32,767 characters.
  { header: '异常信息', value: (l) => l.exceptionDetail?.slice(0, 32_000), width: 60 },
  { header: '耗时(毫秒)', value: (l) => l.time, width: 10 },
  { header: '执行时间', value: (l) => new Date(l.createTime), width: 20 },
];
