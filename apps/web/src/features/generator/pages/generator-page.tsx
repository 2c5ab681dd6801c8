import { CodeOutlined } from '@ant-design/icons';
import type { GenTable } from '@coalsim/contract';
import { Button, Card, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';

import { LinkButton } from '../../../components/link-button';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { SearchBox } from '../../../components/table-toolbar/search-box';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { useDraft } from '../../../hooks/use-draft';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { useDownloadGenZip } from '../api/download-gen-zip';
import { useGenTables } from '../api/get-gen-tables';
import styles from '../components/generator.module.css';
import { PreviewModal } from '../components/preview-modal';
import { configHref } from '../utils/table-path';

const TABLE_OPTIONS = { filters: ['name'], defaultSort: { field: 'tableName', direction: 'asc' } } as const;

const EMPTY: ListEmptyTexts = {
  icon: <CodeOutlined />,
  failedTitle: '数据库表读取失败',
  noMatch: { title: '没有符合条件的表', description: '换个表名或说明再查，或点“重置”查看全部。' },
  nothingYet: {
    title: '数据库中还没有表',
    description:
      '代码生成读取应用数据库 public 模式中的普通表：先建表（写上列注释，它们会成为显示名称），再回来生成。',
  },
};

/** PostgreSQL's estimate as 约 n; a table never analysed is counted (up to a limit) instead. */
function rowsOf({ count, kind }: GenTable['rows']): string {
  const n = count.toLocaleString('zh-CN');
  if (kind === 'more') return `超过 ${n}`;
  return kind === 'estimate' && count > 0 ? `约 ${n}` : n;
}

/**
 * 代码生成 (tools/generator/index): the tables of the app's database with their search and paging
 * in the URL; 配置 opens 生成配置, 预览 shows the files, 下载 gives them as a zip. Nothing is ever
 * written on the server: the code goes into the project by hand (GENERATED.md says how).
 */
export function GeneratorPage() {
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const [previewing, setPreviewing] = useState<string>();
  const list = useGenTables(table.query);
  const download = useDownloadGenZip();
  const [name, setName] = useDraft(table.filters.name[0] ?? '');
  const search = () => {
    if (name.trim() === (table.filters.name[0] ?? '')) void list.refetch();
    table.setFilters({ name });
  };

  const columns: TableColumnsType<GenTable> = [
    {
      title: '表名',
      key: 'tableName',
      sorter: true,
      sortOrder: table.sortOrderOf('tableName'),
      render: (_, t) => <Typography.Text className={styles.mono}>{t.tableName}</Typography.Text>,
    },
    {
      title: '说明',
      key: 'comment',
      ellipsis: true,
      render: (_, t) => t.comment || <Typography.Text type="secondary">（表没有注释）</Typography.Text>,
    },
    { title: '列数', key: 'columnCount', width: 80, align: 'right', render: (_, t) => t.columnCount },
    {
      title: '行数',
      key: 'rows',
      width: 120,
      align: 'right',
      render: (_, t) => rowsOf(t.rows),
    },
    {
      title: '状态',
      key: 'state',
      width: 190,
      render: (_, t) => (
        <Space size={4} wrap>
          {t.problem ? (
            <Tooltip title={t.problem}>
              <Tag color="error">不能生成</Tag>
            </Tooltip>
          ) : (
            <Tag color={t.configured ? 'success' : 'default'}>{t.configured ? '已配置' : '默认配置'}</Tag>
          )}
          {t.ours && (
            <Tooltip title="项目自己的表：生成的代码直接使用它的表定义，不再生成表文件和迁移">
              <Tag color="blue">项目表</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_, t) => (
        <Space size={0}>
          <LinkButton
            type="link"
            size="small"
            to={configHref(t.tableName)}
            disabled={t.problem !== null}
            aria-label={`配置 ${t.tableName}`}
          >
            配置
          </LinkButton>
          <Button
            type="link"
            size="small"
            disabled={t.problem !== null}
            aria-label={`预览 ${t.tableName}`}
            onClick={() => setPreviewing(t.tableName)}
          >
            预览
          </Button>
          <Button
            type="link"
            size="small"
            disabled={t.problem !== null}
            loading={download.isPending && download.variables === t.tableName}
            aria-label={`下载 ${t.tableName}`}
            onClick={() => download.mutate(t.tableName)}
          >
            下载
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <TableToolbar
        filters={
          <SearchBox
            label="搜索表"
            placeholder="表名或说明"
            maxLength={63}
            value={name}
            onChange={setName}
            onSearch={search}
          />
        }
        onSearch={search}
        onReset={table.reset}
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <ListTable<GenTable>
        aria-label="数据库表"
        rowKey="tableName"
        table={table}
        list={list}
        empty={EMPTY}
        size={density}
        columns={columns}
      />
      <PreviewModal table={previewing} onClose={() => setPreviewing(undefined)} />
    </Card>
  );
}
