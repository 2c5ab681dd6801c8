import { ACCOUNT_TYPE_LABELS, type User } from '@coalsim/contract';

import type { XlsxColumn } from '../../lib/xlsx.js';

export const USER_EXPORT_FILE = '用户数据.xlsx';

export const USER_EXPORT_COLUMNS: XlsxColumn<User>[] = [
  { header: '用户名', value: (u) => u.username, width: 16 },
  { header: '昵称', value: (u) => u.nickName, width: 16 },
  { header: '账号类型', value: (u) => ACCOUNT_TYPE_LABELS[u.role] ?? String(u.role) },
  { header: '角色', value: (u) => u.roles.map((r) => r.name).join('、'), width: 20 },
  { header: '所属企业', value: (u) => u.enterprise?.name, width: 20 },
  { header: '邮箱', value: (u) => u.email, width: 24 },
  { header: '手机号码', value: (u) => u.phone, width: 16 },
  { header: '性别', value: (u) => u.gender, width: 8 },
  { header: '状态', value: (u) => (u.enabled ? '激活' : '禁用'), width: 8 },
  { header: '创建日期', value: (u) => new Date(u.createTime), width: 20 },
];
