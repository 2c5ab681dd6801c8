import { SOFT_STATUS_LABELS, type ManagedSoft } from '@coalsim/contract';

import type { XlsxColumn } from '../../lib/xlsx.js';

export const ADMIN_SOFT_EXPORT_FILE = '软件数据.xlsx';

const dateOrNull = (iso: string | null) => (iso ? new Date(iso) : null);

export const ADMIN_SOFT_EXPORT_COLUMNS: XlsxColumn<ManagedSoft>[] = [
  { header: '软件名称', value: (s) => s.name, width: 28 },
  { header: '所属企业', value: (s) => s.vendor.name, width: 28 },
  { header: '分类', value: (s) => s.category, width: 12 },
  { header: '版本', value: (s) => s.version, width: 12 },
  { header: '简介', value: (s) => s.summary, width: 40 },
  { header: '状态', value: (s) => SOFT_STATUS_LABELS[s.status], width: 10 },
  { header: '状态说明', value: (s) => s.statusReason, width: 24 },
  { header: '浏览量', value: (s) => s.viewCount, width: 10 },
  { header: '点赞数', value: (s) => s.likeCount, width: 10 },
  { header: '收藏数', value: (s) => s.collectCount, width: 10 },
  { header: '发布时间', value: (s) => dateOrNull(s.publishedAt), width: 20 },
  { header: '更新时间', value: (s) => new Date(s.updateTime), width: 20 },
];
