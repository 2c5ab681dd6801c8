import type { StorageFile } from '@coalsim/contract';

import type { XlsxColumn } from '../../lib/xlsx.js';

export const STORAGE_EXPORT_FILE = '文件数据.xlsx';

const UNITS = ['B', 'KB', 'MB', 'GB'];

/** `1.5 MB`, as the list shows sizes. */
export function readableSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(value < 10 ? 2 : 1)} ${UNITS[unit]}`;
}

export const STORAGE_EXPORT_COLUMNS: XlsxColumn<StorageFile>[] = [
  { header: '名称', value: (f) => f.name, width: 28 },
  { header: '原文件名', value: (f) => f.realName, width: 32 },
  { header: '类型', value: (f) => `${f.category}（${f.suffix}）`, width: 14 },
  { header: '大小', value: (f) => readableSize(f.size), width: 12 },
  { header: '存储', value: (f) => (f.backend === 's3' ? 'S3' : '本地'), width: 8 },
  { header: '上传者', value: (f) => f.createBy, width: 16 },
  { header: '上传时间', value: (f) => new Date(f.createTime), width: 20 },
];
