import {
  GEN_FORM_TYPES_BY_KIND,
  GEN_QUERY_TYPES_BY_KIND,
  type GenColumn,
  type GenColumnSettings,
  type GenFormType,
  type GenQueryType,
} from '@coalsim/contract';
import { Input, Select, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';

import styles from './generator.module.css';

const FORM_TYPE_LABELS: Record<GenFormType, string> = {
  input: '输入框',
  textarea: '文本域',
  number: '数字框',
  switch: '开关',
  select: '下拉框',
  radio: '单选框',
  date: '日期',
  datetime: '日期时间',
};

const QUERY_TYPE_LABELS: Record<GenQueryType, string> = { eq: '等于', like: '包含', between: '范围' };

const ROLE_TAGS: Record<GenColumn['role'], { label: string; color?: string; hint: string } | undefined> = {
  pk: { label: '主键', color: 'gold', hint: '由数据库生成，按它定位记录' },
  audit: { label: '服务端填写', color: 'blue', hint: '创建/修改的时间和用户由服务端填写，不在表单中' },
  skipped: { label: '不生成', color: 'default', hint: '' },
  field: undefined,
};

export type ColumnChange = (columnName: string, patch: Partial<GenColumnSettings>) => void;

/**
 * 生成配置's per-column editor: the column as the database has it (name, type, comment, role), and
 * what the generated module does with it — label, shown in list / form / search, how it is
 * searched, its form control, dictionary and 必填. Choices are limited to what the column's kind
 * allows; the server checks them again on 保存.
 */
export function GenColumnsTable({
  columns,
  settings,
  onChange,
  disabled,
}: {
  columns: GenColumn[];
  settings: Record<string, GenColumnSettings>;
  onChange: ColumnChange;
  disabled: boolean;
}) {
  const view = columns.map((c) => ({ ...c, ...settings[c.columnName]! }));
  type Row = (typeof view)[number];
  const locked = (r: Row) => disabled || r.role === 'skipped';
  const toggle = (
    r: Row,
    key: 'listShow' | 'formShow' | 'queryShow' | 'notNull',
    label: string,
    off = false,
  ) => (
    <Switch
      size="small"
      aria-label={`${r.columnName} ${label}`}
      checked={r[key]}
      disabled={locked(r) || off}
      onChange={(checked) => onChange(r.columnName, { [key]: checked })}
    />
  );
  const tableColumns: TableColumnsType<Row> = [
    {
      title: '列',
      key: 'column',
      fixed: 'start',
      width: 190,
      render: (_, r) => {
        const tag = ROLE_TAGS[r.role];
        return (
          <>
            <Typography.Text className={styles.mono}>{r.columnName}</Typography.Text>
            <div>
              <Typography.Text type="secondary" className={styles.mono}>
                {r.dbType}
                {r.nullable ? '' : ' not null'}
              </Typography.Text>{' '}
              {tag && (
                <Tooltip title={r.problem ?? tag.hint}>
                  <Tag color={tag.color}>{tag.label}</Tag>
                </Tooltip>
              )}
            </div>
          </>
        );
      },
    },
    {
      title: '显示名称',
      key: 'label',
      width: 200,
      render: (_, r) => (
        <Input
          size="small"
          aria-label={`${r.columnName} 显示名称`}
          maxLength={50}
          value={r.label}
          disabled={locked(r)}
          title={r.comment || undefined}
          onChange={(e) => onChange(r.columnName, { label: e.target.value })}
        />
      ),
    },
    { title: '列表', key: 'listShow', width: 64, render: (_, r) => toggle(r, 'listShow', '列表') },
    {
      title: '表单',
      key: 'formShow',
      width: 64,
      render: (_, r) => toggle(r, 'formShow', '表单', r.role !== 'field'),
    },
    {
      title: '必填',
      key: 'notNull',
      width: 64,
      render: (_, r) => toggle(r, 'notNull', '必填', r.role !== 'field'),
    },
    { title: '查询', key: 'queryShow', width: 64, render: (_, r) => toggle(r, 'queryShow', '查询') },
    {
      title: '查询方式',
      key: 'queryType',
      width: 110,
      render: (_, r) => (
        <Select
          size="small"
          aria-label={`${r.columnName} 查询方式`}
          style={{ width: '100%' }}
          value={r.queryType}
          disabled={locked(r) || !r.queryShow}
          options={GEN_QUERY_TYPES_BY_KIND[r.kind].map((t) => ({ value: t, label: QUERY_TYPE_LABELS[t] }))}
          onChange={(queryType: GenQueryType) => onChange(r.columnName, { queryType })}
        />
      ),
    },
    {
      title: '表单控件',
      key: 'formType',
      width: 120,
      render: (_, r) => (
        <Select
          size="small"
          aria-label={`${r.columnName} 表单控件`}
          style={{ width: '100%' }}
          value={r.formType}
          disabled={locked(r) || r.role !== 'field'}
          options={GEN_FORM_TYPES_BY_KIND[r.kind].map((t) => ({ value: t, label: FORM_TYPE_LABELS[t] }))}
          onChange={(formType: GenFormType) =>
            onChange(
              r.columnName,
              formType === 'select' || formType === 'radio' ? { formType } : { formType, dictName: '' },
            )
          }
        />
      ),
    },
    {
      title: '字典',
      key: 'dictName',
      width: 150,
      render: (_, r) => (
        <Input
          size="small"
          aria-label={`${r.columnName} 字典`}
          placeholder={
            r.formType === 'select' || r.formType === 'radio' ? '字典名称，如 user_status' : undefined
          }
          maxLength={100}
          value={r.dictName}
          disabled={locked(r) || (r.formType !== 'select' && r.formType !== 'radio')}
          onChange={(e) => onChange(r.columnName, { dictName: e.target.value.trim() })}
        />
      ),
    },
  ];
  return (
    <Table<Row>
      aria-label="列配置"
      rowKey="columnName"
      size="small"
      pagination={false}
      columns={tableColumns}
      dataSource={view}
      scroll={{ x: 1080 }}
    />
  );
}
