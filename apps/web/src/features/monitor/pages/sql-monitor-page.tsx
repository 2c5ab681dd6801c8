import { ConsoleSqlOutlined, ClearOutlined } from '@ant-design/icons';
import { permissions, SUPER_ADMIN, type SqlStat } from '@coalsim/contract';
import { Alert, App, Button, Card, Input, Progress, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';

import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { Permission } from '../../../components/permission/permission';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { useListSearch } from '../../../hooks/use-list-search';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSqlStats } from '../api/get-sql-stats';
import { useResetSqlStats } from '../api/reset-sql-stats';
import styles from './sql-monitor-page.module.css';

const TABLE_OPTIONS = {
  filters: ['blurry'],
  defaultSort: { field: 'totalTime', direction: 'desc' },
  defaultSize: 20,
} as const;

const EMPTY: ListEmptyTexts = {
  icon: <ConsoleSqlOutlined />,
  failedTitle: 'SQL 统计读取失败',
  noMatch: { title: '没有包含该文字的语句', description: '换个表名或关键字再查，或点“重置”查看全部。' },
  nothingYet: {
    title: '还没有语句统计',
    description: '统计刚被重置或数据库刚启动：使用一会儿系统后刷新即可看到各条语句的耗时。',
  },
};

const ms = (value: number) => value.toLocaleString('zh-CN', { maximumFractionDigits: 2 });

/**
 * SQL 监控 (monitor/sql/index): this database's statements from pg_stat_statements, the costliest
 * first, with their share of the total time; what eladmin's Druid console showed at /druid.
 */
export function SqlMonitorPage() {
  const { modal, message } = App.useApp();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const list = useSqlStats(table.query);
  const reset = useResetSqlStats();
  const filter = useListSearch(table, { refetch: list.refetch });
  const data = list.data;
  const sorted = (field: 'calls' | 'totalTime' | 'meanTime' | 'rows') => ({
    sorter: true,
    sortOrder: table.sortOrderOf(field),
    sortDirections: ['descend' as const, 'ascend' as const],
  });
  const columns: TableColumnsType<SqlStat> = [
    {
      title: '语句',
      key: 'query',
      render: (_, s) => (
        <Typography.Paragraph
          className={styles.query}
          copyable={{ text: s.query, tooltips: ['复制语句', '已复制'] }}
          ellipsis={{ rows: 2, expandable: 'collapsible', symbol: (open) => (open ? '收起' : '展开') }}
        >
          {s.query}
        </Typography.Paragraph>
      ),
    },
    { title: '调用次数', key: 'calls', dataIndex: 'calls', width: 110, align: 'right', ...sorted('calls') },
    {
      title: '总耗时 (ms)',
      key: 'totalTime',
      width: 130,
      align: 'right',
      ...sorted('totalTime'),
      render: (_, s) => ms(s.totalTime),
    },
    {
      title: '平均 (ms)',
      key: 'meanTime',
      width: 110,
      align: 'right',
      ...sorted('meanTime'),
      render: (_, s) => ms(s.meanTime),
    },
    { title: '最长 (ms)', key: 'maxTime', width: 110, align: 'right', render: (_, s) => ms(s.maxTime) },
    { title: '行数', key: 'rows', dataIndex: 'rows', width: 100, align: 'right', ...sorted('rows') },
    {
      title: '耗时占比',
      key: 'share',
      width: 150,
      render: (_, s) => <Progress percent={s.share} size="small" aria-label={`耗时占比 ${s.share}%`} />,
    },
  ];
  const confirmReset = () =>
    void modal.confirm({
      title: '重置 SQL 统计',
      content: '清空数据库服务器上所有语句的统计（调用次数、耗时），从现在起重新累计。确定重置吗？',
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: async () => {
        await reset.mutateAsync().catch(() => undefined);
        void message.success('SQL 统计已重置');
      },
    });
  return (
    <Card variant="borderless">
      {data?.enabled === false && (
        <Alert
          type="warning"
          showIcon
          className={styles.notice}
          title="未启用 SQL 统计"
          description={data.hint}
        />
      )}
      <TableToolbar
        filters={
          <Input
            aria-label="搜索语句"
            placeholder="语句中的表名或关键字"
            allowClear
            maxLength={200}
            value={filter.blurry}
            onChange={(e) => filter.setBlurry(e.target.value)}
            onPressEnter={filter.search}
          />
        }
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          <>
            <Permission value={[SUPER_ADMIN, permissions.monitor.edit]}>
              <Button
                danger
                icon={<ClearOutlined aria-hidden />}
                disabled={!data?.enabled}
                onClick={confirmReset}
              >
                重置统计
              </Button>
            </Permission>
            {data?.enabled && (
              <Typography.Text type="secondary">
                总耗时 {ms(data.totalTime)} ms
                {data.resetAt ? `，自 ${formatDateTime(data.resetAt)} 起统计` : ''}
              </Typography.Text>
            )}
          </>
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <ListTable<SqlStat>
        aria-label="SQL 语句统计"
        rowKey="queryId"
        table={table}
        list={list}
        empty={EMPTY}
        size={density}
        columns={columns}
      />
    </Card>
  );
}
