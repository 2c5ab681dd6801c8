import type { XlsxColumn } from '../../lib/xlsx.js';
import type { MenuRow } from './menu-record.js';

const TYPE_LABELS: Record<number, string> = { 0: '目录', 1: '菜单', 2: '按钮' };

export const MENU_EXPORT_FILE = '菜单数据.xlsx';

export const MENU_EXPORT_COLUMNS: XlsxColumn<MenuRow>[] = [
  { header: 'ID', value: (m) => m.id, width: 8 },
  { header: '菜单标题', value: (m) => m.title, width: 18 },
  { header: '菜单类型', value: (m) => TYPE_LABELS[m.type] ?? String(m.type) },
  { header: '上级ID', value: (m) => m.pid },
  { header: '路由地址', value: (m) => m.path, width: 24 },
  { header: '组件名称', value: (m) => m.componentName },
  { header: '组件路径', value: (m) => m.component, width: 24 },
  { header: '权限标识', value: (m) => m.permission, width: 18 },
  { header: '图标', value: (m) => m.icon },
  { header: '排序', value: (m) => m.menuSort },
  { header: '外链', value: (m) => m.iFrame },
  { header: '缓存', value: (m) => m.cache },
  { header: '隐藏', value: (m) => m.hidden },
  { header: '创建日期', value: (m) => m.createTime, width: 20 },
];
