import type { TrainPlan } from '@coalsim/contract';
import { Button, Space } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { Link } from 'react-router-dom';

import { LinkButton } from '../../../components/link-button';
import { ListTable } from '../../../components/list-table/list-table';
import type {
  ListEmptyTexts,
  ListTableProps,
  SortedListTableState,
} from '../../../components/list-table/list-table';
import { formatPeriod } from '../../../lib/format-date-time';
import { formatHours } from '../utils/train-format';
import { planDetailHref } from '../utils/train-paths';
import { PlanStatusTag } from './plan-status-tag';

interface PlansTableProps {
  table: SortedListTableState;
  list: ListTableProps<TrainPlan>['list'];
  density: NonNullable<TableProps['size']>;
  /** What the table says without rows (its 新增计划 opens the page's dialog). */
  empty: ListEmptyTexts;
  publishing: number | undefined;
  onEdit: (plan: TrainPlan) => void;
  onPublish: (plan: TrainPlan) => void;
  onDelete: (plan: TrainPlan) => void;
}

/** 培训计划's table: 编辑, 发布 and 删除 for drafts only; a published plan is read, not changed. */
export function PlansTable(props: PlansTableProps) {
  const { table, list, density, empty, publishing, onEdit, onPublish, onDelete } = props;
  const columns: TableColumnsType<TrainPlan> = [
    {
      title: '计划名称',
      key: 'name',
      render: (_, p) => <Link to={planDetailHref(p.id)}>{p.name}</Link>,
    },
    { title: '培训软件', key: 'soft', width: 160, render: (_, p) => p.soft.name },
    {
      title: '培训时间',
      key: 'startTime',
      width: 210,
      sorter: true,
      sortOrder: table.sortOrderOf('startTime'),
      render: (_, p) => formatPeriod(p.startTime, p.endTime),
    },
    { title: '要求学时', key: 'hours', width: 90, render: (_, p) => `${formatHours(p.requiredHours)} 小时` },
    { title: '合格分数', dataIndex: 'passScore', key: 'passScore', width: 90 },
    {
      title: '完成/参训',
      key: 'count',
      width: 100,
      render: (_, p) => `${p.completedCount}/${p.traineeCount}`,
    },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, p) => <PlanStatusTag status={p.status} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_, p) => (
        <Space size={0}>
          <LinkButton to={planDetailHref(p.id)} type="link" size="small" aria-label={`详情 ${p.name}`}>
            详情
          </LinkButton>
          {p.status === 'draft' && (
            <>
              <Button type="link" size="small" aria-label={`编辑 ${p.name}`} onClick={() => onEdit(p)}>
                编辑
              </Button>
              <Button
                type="link"
                size="small"
                aria-label={`发布 ${p.name}`}
                loading={publishing === p.id}
                onClick={() => onPublish(p)}
              >
                发布
              </Button>
              <Button
                type="link"
                size="small"
                danger
                aria-label={`删除 ${p.name}`}
                onClick={() => onDelete(p)}
              >
                删除
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];
  return (
    <ListTable<TrainPlan>
      aria-label="培训计划"
      table={table}
      list={list}
      empty={empty}
      size={density}
      columns={columns}
    />
  );
}
