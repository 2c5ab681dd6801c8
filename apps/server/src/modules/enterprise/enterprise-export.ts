import { ENTERPRISE_STATUS_LABELS, type Enterprise } from '@coalsim/contract';

import type { XlsxColumn } from '../../lib/xlsx.js';

export const ENTERPRISE_EXPORT_FILE = '企业数据.xlsx';

export const ENTERPRISE_EXPORT_COLUMNS: XlsxColumn<Enterprise>[] = [
  { header: '企业名称', value: (e) => e.name, width: 28 },
  { header: '统一社会信用代码', value: (e) => e.creditCode, width: 22 },
  { header: '省份', value: (e) => e.province, width: 12 },
  { header: '城市', value: (e) => e.city, width: 12 },
  { header: '联系人', value: (e) => e.contact, width: 12 },
  { header: '联系电话', value: (e) => e.phone, width: 16 },
  { header: '认证状态', value: (e) => ENTERPRISE_STATUS_LABELS[e.status], width: 10 },
  { header: '驳回原因', value: (e) => e.rejectReason, width: 24 },
  { header: '状态', value: (e) => (e.enabled ? '启用' : '停用'), width: 8 },
  { header: '注册账号', value: (e) => e.owner?.username, width: 16 },
  { header: '注册时间', value: (e) => new Date(e.createTime), width: 20 },
];
