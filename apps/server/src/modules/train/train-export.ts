import {
  TRAIN_RECORD_SOURCE_LABELS,
  type TrainPlanDetail,
  type TrainPlanTrainee,
  type TrainRecord,
} from '@coalsim/contract';

import type { XlsxColumn } from '../../lib/xlsx.js';

export const RECORD_EXPORT_FILE = '培训记录.xlsx';
export const planExportFile = (plan: TrainPlanDetail) => `培训进度-${plan.name}.xlsx`;

const minutes = (seconds: number) => Math.round(seconds / 60);

export const RECORD_EXPORT_COLUMNS: XlsxColumn<TrainRecord>[] = [
  { header: '工号', value: (r) => r.worker.employeeNo, width: 14 },
  { header: '姓名', value: (r) => r.worker.name, width: 12 },
  { header: '软件', value: (r) => r.soft.name, width: 24 },
  { header: '培训计划', value: (r) => r.plan?.name, width: 24 },
  { header: '设备', value: (r) => r.deviceSerial, width: 16 },
  { header: '开始时间', value: (r) => new Date(r.startedAt), width: 20 },
  { header: '结束时间', value: (r) => new Date(r.endedAt), width: 20 },
  { header: '时长（分钟）', value: (r) => minutes(r.durationS), width: 12 },
  { header: '成绩', value: (r) => r.score, width: 8 },
  { header: '是否合格', value: (r) => (r.passed ? '合格' : '不合格'), width: 10 },
  { header: '来源', value: (r) => TRAIN_RECORD_SOURCE_LABELS[r.source], width: 10 },
  { header: '存疑', value: (r) => (r.flagged ? (r.flagReason ?? '是') : ''), width: 30 },
];

export function traineeExportColumns(plan: TrainPlanDetail): XlsxColumn<TrainPlanTrainee>[] {
  return [
    { header: '工号', value: (t) => t.employeeNo, width: 14 },
    { header: '姓名', value: (t) => t.name, width: 12 },
    { header: '部门', value: (t) => t.deptName, width: 16 },
    { header: '岗位', value: (t) => t.jobName, width: 16 },
    { header: '已完成学时', value: (t) => t.hoursDone, width: 12 },
    { header: '要求学时', value: () => plan.requiredHours, width: 10 },
    { header: '最高成绩', value: (t) => t.bestScore, width: 10 },
    { header: '合格分数', value: () => plan.passScore, width: 10 },
    { header: '记录数', value: (t) => t.records, width: 8 },
    { header: '状态', value: (t) => (t.completed ? '已完成' : '未完成'), width: 10 },
    { header: '证书编号', value: (t) => t.cert?.code, width: 16 },
    {
      header: '证书有效期至',
      value: (t) => (t.cert?.expiresAt ? new Date(t.cert.expiresAt) : null),
      width: 20,
    },
  ];
}
