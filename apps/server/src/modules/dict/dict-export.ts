import type { XlsxColumn } from '../../lib/xlsx.js';
import type { DictExportRow } from './dict-admin.service.js';

export const DICT_EXPORT_FILE = '字典数据.xlsx';

export const DICT_EXPORT_COLUMNS: XlsxColumn<DictExportRow>[] = [
  { header: '字典名称', value: (d) => d.name, width: 18 },
  { header: '字典描述', value: (d) => d.description, width: 18 },
  { header: '字典标签', value: (d) => d.label, width: 16 },
  { header: '字典值', value: (d) => d.value, width: 16 },
  { header: '排序', value: (d) => d.dictSort },
  { header: '创建日期', value: (d) => d.createTime, width: 20 },
];
