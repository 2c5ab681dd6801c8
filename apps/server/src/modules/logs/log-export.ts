import type { Log } from '@coalsim/contract';

import type { XlsxColumn } from '../../lib/xlsx.js';

export const LOG_EXPORT_FILE = '操作日志.xlsx';
export const ERROR_LOG_EXPORT_FILE = '异常日志.xlsx';

export const LOG_EXPORT_COLUMNS: XlsxColumn<Log>[] = [
  { header: '用户名', value: (l) => l.username, width: 16 },
  { header: '操作', value: (l) => l.description, width: 20 },
  { header: '请求方式', value: (l) => l.method, width: 10 },
  { header: '请求路径', value: (l) => l.path, width: 32 },
  { header: '参数', value: (l) => l.params, width: 40 },
  { header: 'IP', value: (l) => l.requestIp, width: 16 },
  { header: '浏览器', value: (l) => l.browser, width: 20 },
  { header: '耗时(毫秒)', value: (l) => l.time, width: 10 },
  { header: '结果', value: (l) => l.status, width: 8 },
  { header: '说明', value: (l) => l.message, width: 30 },
  { header: '请求编号', value: (l) => l.requestId, width: 38 },
  { header: '时间', value: (l) => new Date(l.createTime), width: 20 },
];
