import { ExportOutlined } from '@ant-design/icons';
import type { TrainLaunch } from '@coalsim/contract';
import { Card, Input, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { LaunchUploadNote } from '../../../components/launch-upload/launch-upload-note';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { useListSearch } from '../../../hooks/use-list-search';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTrainLaunches } from '../api/get-train-launches';
import { TrainSoftFilter } from '../components/train-soft-filter';
import { planDetailHref } from '../utils/train-paths';

const TABLE_OPTIONS = { filters: ['blurry', 'softId'] } as const;

const EMPTY: ListEmptyTexts = {
  icon: <ExportOutlined />,
  failedTitle: '启动记录读取失败',
  noMatch: { title: '没有符合条件的启动记录', description: '换个人员或软件再查，或点“重置”查看全部记录。' },
  nothingYet: {
    title: '还没有启动记录',
    description: '员工在软件详情页或“我的培训”中点击“启动软件”后，每次启动都会记在这里。',
  },
};

/** Whether the simulation took the ticket: 已接入, 未接入 (expired unused) or 等待接入, as of `now`. */
function TicketState({ launch, now }: { launch: TrainLaunch; now: number }) {
  if (launch.usedAt) return <Tag color="success">已接入 {formatDateTime(launch.usedAt).slice(11)}</Tag>;
  return Date.parse(launch.expiresAt) < now ? (
    <Tag>未接入（已过期）</Tag>
  ) : (
    <Tag color="processing">等待接入</Tag>
  );
}

/** The columns, judging unused tickets as of `now` (when the page was read). */
const columnsAt = (now: number): TableColumnsType<TrainLaunch> => [
  { title: '启动时间', key: 'createTime', width: 170, render: (_, l) => formatDateTime(l.createTime) },
  {
    title: '人员',
    key: 'who',
    width: 180,
    render: (_, l) => (l.worker ? `${l.worker.name}（${l.worker.employeeNo}）` : `${l.nickName}（企业账号）`),
  },
  { title: '账号', key: 'username', width: 140, render: (_, l) => l.username },
  {
    title: '软件',
    key: 'soft',
    render: (_, l) =>
      l.device ? (
        <>
          {l.soft.name}
          <br />
          <Typography.Text type="secondary">设备：{l.device.name}</Typography.Text>
        </>
      ) : (
        l.soft.name
      ),
  },
  {
    title: '培训计划',
    key: 'plan',
    render: (_, l) => (l.plan ? <Link to={planDetailHref(l.plan.id)}>{l.plan.name}</Link> : '-'),
  },
  { title: '软件接入', key: 'state', width: 170, render: (_, l) => <TicketState launch={l} now={now} /> },
  {
    title: '仿真上报',
    key: 'upload',
    width: 280,
    render: (_, l) => <LaunchUploadNote upload={l.upload} empty="-" />,
  },
];

/**
 * 启动记录 (/train/launch): every 启动软件 of the enterprise's accounts and every 设备控制 launch —
 * who, which software, from which plan or on which device, whether the simulation took the
 * ticket (it works once, for 10 minutes), and what it reported: the sessions kept (练习 when no
 * trainee was named) and the last upload refused, with why.
 */
export function TrainLaunchPage() {
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const list = useTrainLaunches(table.query);
  const filter = useListSearch(table, { refetch: list.refetch });
  return (
    <Card variant="borderless">
      <TableToolbar
        filters={
          <>
            <Input
              aria-label="搜索人员"
              placeholder="姓名、工号或账号"
              allowClear
              maxLength={100}
              value={filter.blurry}
              onChange={(e) => filter.setBlurry(e.target.value)}
              onPressEnter={filter.search}
            />
            <TrainSoftFilter
              value={table.filters.softId[0]}
              onChange={(softId) => filter.change({ softId })}
            />
          </>
        }
        onSearch={filter.search}
        onReset={filter.reset}
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <ListTable<TrainLaunch>
        aria-label="启动记录"
        table={table}
        list={list}
        empty={EMPTY}
        columns={columnsAt(list.dataUpdatedAt)}
        size={density}
      />
    </Card>
  );
}
