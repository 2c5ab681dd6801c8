import type { StatsOverview } from '@coalsim/contract';
import { Progress, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';

type Plan = StatsOverview['plans'][number];

const columns: TableColumnsType<Plan> = [
  // The plan's name wraps rather than being cut: on a phone it is what the row is about.
  { title: '计划', dataIndex: 'name' },
  { title: '软件', dataIndex: 'softName', ellipsis: true, responsive: ['sm'] },
  {
    title: '截止',
    dataIndex: 'endTime',
    width: 104,
    render: (endTime: number) => dayjs(endTime).format('YYYY-MM-DD'),
  },
  {
    title: '完成/参训',
    key: 'progress',
    width: 120,
    render: (_, plan) => (
      <div>
        <span>
          {plan.completed} / {plan.trainees}
        </span>
        <Progress
          percent={plan.trainees ? Math.round((plan.completed / plan.trainees) * 100) : 0}
          size="small"
          showInfo={false}
          aria-label={`${plan.name} 已完成 ${plan.completed} / ${plan.trainees} 人`}
        />
      </div>
    ),
  },
];

/** Published plans running now, ending soonest first; a few per page (the card keeps its height). */
export function PlansTable({ plans }: { plans: StatsOverview['plans'] }) {
  const sorted = [...plans].sort((a, b) => a.endTime - b.endTime);
  return (
    <Table<Plan>
      aria-label="进行中的培训计划"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={sorted}
      pagination={{ pageSize: 5, hideOnSinglePage: true, size: 'small' }}
    />
  );
}
