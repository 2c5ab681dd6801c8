import type { XlsxColumn } from '../../lib/xlsx.js';
import type { sysRole } from './role.table.js';

export const ROLE_EXPORT_FILE = '角色数据.xlsx';

export const ROLE_EXPORT_COLUMNS: XlsxColumn<typeof sysRole.$inferSelect>[] = [
  { header: 'ID', value: (r) => r.id, width: 8 },
  { header: '角色名称', value: (r) => r.name, width: 18 },
  { header: '角色级别', value: (r) => r.level },
  { header: '描述', value: (r) => r.description, width: 30 },
  { header: '创建日期', value: (r) => r.createTime, width: 20 },
];
