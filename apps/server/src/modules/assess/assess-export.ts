import { ASSESS_STATUS_LABELS, type Assess } from '@coalsim/contract';

import type { XlsxColumn } from '../../lib/xlsx.js';

export const ASSESS_EXPORT_FILE = '考核数据.xlsx';

export const ASSESS_EXPORT_COLUMNS: XlsxColumn<Assess>[] = [
  { header: '考核标题', value: (a) => a.title, width: 28 },
  { header: '软件', value: (a) => a.soft.name, width: 24 },
  { header: '版本', value: (a) => a.soft.version, width: 10 },
  { header: '申请单位', value: (a) => a.vendor.name, width: 24 },
  { header: '专家组', value: (a) => a.team.name, width: 20 },
  { header: '考核室', value: (a) => a.room.name, width: 16 },
  { header: '开始时间', value: (a) => new Date(a.room.startTime), width: 20 },
  { header: '结束时间', value: (a) => new Date(a.room.endTime), width: 20 },
  { header: '状态', value: (a) => ASSESS_STATUS_LABELS[a.status], width: 10 },
  { header: '及格分', value: (a) => a.passScore, width: 8 },
  { header: '总分', value: (a) => a.total, width: 8 },
  { header: '已评分专家', value: (a) => `${a.scoredCount}/${a.expertCount}`, width: 12 },
  { header: '需讨论', value: (a) => a.needsDiscussion, width: 8 },
  { header: '结论意见', value: (a) => a.comment, width: 30 },
  { header: '决定时间', value: (a) => (a.decidedAt ? new Date(a.decidedAt) : null), width: 20 },
  { header: '发起时间', value: (a) => new Date(a.createTime), width: 20 },
];
