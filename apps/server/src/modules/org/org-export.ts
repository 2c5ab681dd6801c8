import { WORKER_STATUS_LABELS, type Post, type Worker } from '@coalsim/contract';

import type { XlsxColumn } from '../../lib/xlsx.js';

export const POST_EXPORT_FILE = '岗位数据.xlsx';
export const WORKER_EXPORT_FILE = '员工数据.xlsx';

export const POST_EXPORT_COLUMNS: XlsxColumn<Post>[] = [
  { header: '岗位名称', value: (p) => p.name, width: 20 },
  { header: '排序', value: (p) => p.sort, width: 8 },
  { header: '在岗人数', value: (p) => p.workerCount, width: 10 },
  { header: '状态', value: (p) => (p.enabled ? '启用' : '停用'), width: 8 },
  { header: '创建日期', value: (p) => new Date(p.createTime), width: 20 },
];

/** The id card is the list's masked one: an export leaves the building. */
export const WORKER_EXPORT_COLUMNS: XlsxColumn<Worker>[] = [
  { header: '工号', value: (w) => w.employeeNo, width: 14 },
  { header: '姓名', value: (w) => w.name, width: 12 },
  { header: '性别', value: (w) => w.gender, width: 6 },
  { header: '手机号码', value: (w) => w.phone, width: 16 },
  { header: '身份证号', value: (w) => w.idCard, width: 22 },
  { header: '部门', value: (w) => w.dept?.name, width: 16 },
  { header: '岗位', value: (w) => w.post?.name, width: 16 },
  { header: '状态', value: (w) => WORKER_STATUS_LABELS[w.status], width: 8 },
  { header: '入职日期', value: (w) => w.hiredOn, width: 12 },
  { header: '账号', value: (w) => w.account?.username, width: 16 },
];
