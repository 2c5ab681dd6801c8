import { FieldTimeOutlined, ScheduleOutlined } from '@ant-design/icons';
import type { MyTraining } from '@coalsim/contract';
import { Progress, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';

import { EmptyState } from '../../../components/feedback/empty-state';
import { StaffQueryStates } from '../../../components/feedback/staff-query-states';
import { LaunchSoftButton } from '../../../components/launch-soft/launch-soft-button';
import { paths } from '../../../config/paths';
import { formatDateTime, formatPeriod } from '../../../lib/format-date-time';
import { useMyTraining } from '../api/get-my-training';
import { PlanStatusTag } from '../components/plan-status-tag';
import { recordColumns } from '../components/records-table';
import { formatHours, hoursPercent } from '../utils/train-format';

type MyPlan = MyTraining['plans'][number];

const muted = { color: 'rgba(0,0,0,0.45)' };

/** A published plan within its period: its software is launched from here, carrying the plan. */
const running = (plan: MyPlan['plan']) => {
  const now = Date.now();
  return plan.status === 'published' && plan.startTime <= now && plan.endTime >= now;
};

// Sized to fit the centre's card on a laptop (about 800 px): the software and the period sit under
// the plan's name, so 状态 and 证书 — what a trainee looks for — are never scrolled out of sight.
const planColumns: TableColumnsType<MyPlan> = [
  {
    title: '培训计划',
    key: 'name',
    width: 230,
    render: (_, { plan }) => (
      <span>
        {plan.name}
        <br />
        <small style={muted}>{plan.soft.name}</small>
        <br />
        <small style={muted}>{formatPeriod(plan.startTime, plan.endTime)}</small>
        {running(plan) && (
          <>
            <br />
            <LaunchSoftButton
              softId={plan.soft.id}
              planId={plan.id}
              ariaLabel={`启动 ${plan.soft.name}（${plan.name}）`}
              size="middle"
            />
          </>
        )}
      </span>
    ),
  },
  {
    title: '学时（已完成/要求）',
    key: 'hours',
    width: 160,
    render: (_, { plan, progress }) => (
      <div>
        {formatHours(progress.hoursDone)}/{formatHours(plan.requiredHours)} 小时
        <Progress
          percent={hoursPercent(progress.hoursDone, plan.requiredHours)}
          size="small"
          showInfo={false}
          aria-label={`${plan.name} 学时进度`}
        />
      </div>
    ),
  },
  {
    title: '最高成绩/合格分',
    key: 'score',
    width: 110,
    render: (_, { plan, progress }) => `${progress.bestScore ?? '-'}/${plan.passScore}`,
  },
  {
    title: '状态',
    key: 'status',
    width: 100,
    render: (_, { plan, progress }) => (
      <Space direction="vertical" size={4}>
        {progress.completed ? <Tag color="success">已完成</Tag> : <Tag>未完成</Tag>}
        <PlanStatusTag status={plan.status} />
      </Space>
    ),
  },
  {
    title: '证书',
    key: 'cert',
    width: 180,
    render: (_, { progress }) =>
      progress.cert ? (
        <span>
          <Link to={`${paths.cert}/${progress.cert.code}`} aria-label={`查看证书 ${progress.cert.code}`}>
            {progress.cert.code}
          </Link>
          <br />
          <small>
            有效期至{' '}
            {progress.cert.expiresAt ? formatDateTime(progress.cert.expiresAt).slice(0, 10) : '长期有效'}
          </small>
          {progress.cert.expiring && <Tag color="warning">即将到期，请安排复训</Tag>}
          {progress.cert.revokedAt && <Tag color="error">已撤销：{progress.cert.revokeReason}</Tag>}
        </span>
      ) : (
        '-'
      ),
  },
];

function MyTrainingView({ mine }: { mine: MyTraining }) {
  return (
    // minmax(0, 1fr): a grid column otherwise grows to the wide tables' own width and pushes the
    // page sideways; this way the tables scroll inside the card.
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 24 }}>
      <p style={{ margin: 0 }}>
        {mine.worker.name}（工号 {mine.worker.employeeNo}）· {mine.worker.enterpriseName}
      </p>
      <section aria-labelledby="my-train-plans">
        <h2 id="my-train-plans" style={{ fontSize: 16 }}>
          我的培训计划
        </h2>
        {mine.plans.length === 0 ? (
          <EmptyState
            level={3}
            icon={<ScheduleOutlined />}
            title="还没有培训计划"
            description="企业发布包含您的培训计划后，会在这里显示要求学时、您的进度和证书。"
          />
        ) : (
          <Table<MyPlan>
            aria-label="我的培训计划"
            rowKey={(p) => p.plan.id}
            size="middle"
            columns={planColumns}
            dataSource={mine.plans}
            scroll={{ x: 780 }}
            pagination={mine.plans.length > 10 ? { size: 'small' } : false}
          />
        )}
      </section>
      <section aria-labelledby="my-train-records">
        <h2 id="my-train-records" style={{ fontSize: 16 }}>
          最近的培训记录
        </h2>
        {mine.records.length === 0 ? (
          <EmptyState
            level={3}
            icon={<FieldTimeOutlined />}
            title="还没有培训记录"
            description="在仿真软件上完成一次实训后，软件会自动上报记录；线下培训由企业手工录入。"
          />
        ) : (
          <Table
            aria-label="我的培训记录"
            rowKey="id"
            size="middle"
            // Their own records: the device and the source matter to the enterprise, not here.
            columns={recordColumns().filter((c) => c.key !== 'device' && c.key !== 'source')}
            dataSource={mine.records}
            scroll={{ x: 760 }}
            pagination={{ size: 'small', showTotal: (n: number) => `共 ${n} 条` }}
          />
        )}
      </section>
    </div>
  );
}

/** 我的培训 (/center/my-train): a staff account's plans with its progress, certificates and records. */
export function MyTrainPage() {
  return (
    <StaffQueryStates
      query={useMyTraining()}
      page="我的培训"
      shows="企业为您安排的培训计划和培训记录"
      icon={<FieldTimeOutlined />}
    >
      {(mine) => <MyTrainingView mine={mine} />}
    </StaffQueryStates>
  );
}
