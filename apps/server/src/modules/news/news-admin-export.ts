import { NEWS_STATUS_LABELS, type AdminNews } from '@coalsim/contract';

import type { XlsxColumn } from '../../lib/xlsx.js';

export const NEWS_EXPORT_FILE = '资讯数据.xlsx';

export const NEWS_EXPORT_COLUMNS: XlsxColumn<AdminNews>[] = [
  { header: '标题', value: (n) => n.title, width: 36 },
  { header: '分类', value: (n) => n.category, width: 12 },
  { header: '作者', value: (n) => n.author, width: 12 },
  { header: '摘要', value: (n) => n.summary, width: 40 },
  { header: '状态', value: (n) => NEWS_STATUS_LABELS[n.status], width: 10 },
  { header: '发布时间', value: (n) => (n.publishedAt ? new Date(n.publishedAt) : null), width: 20 },
  { header: '浏览量', value: (n) => n.views, width: 10 },
  { header: '创建时间', value: (n) => new Date(n.createTime), width: 20 },
];
