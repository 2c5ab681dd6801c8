import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import type { TrainPlanDetail } from '@coalsim/contract';
import { Alert, Button, Card, Descriptions } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useSearchParams } from 'react-router-dom';

import { DetailQueryStates } from '../../../components/feedback/detail-query-states';
import { LinkButton } from '../../../components/link-button';
import { formatDateTime, formatPeriod } from '../../../lib/format-date-time';
import { readId } from '../../../lib/read-id';
import { useDownloadTrainPlan } from '../api/download-train-plan';
import { useTrainPlan } from '../api/get-train-plan';
import { PlanStatusTag } from '../components/plan-status-tag';
import { TraineesTable } from '../components/trainees-table';
import { formatHours } from '../utils/train-format';
import { TRAIN_PATHS } from '../utils/train-paths';

const backButton = (
  <LinkButton to={TRAIN_PATHS.plans} icon={<ArrowLeftOutlined aria-hidden />}>
    返回培训计划
  </LinkButton>
);

function PlanReport({ plan }: { plan: TrainPlanDetail }) {
  const download = useDownloadTrainPlan();
  const items: DescriptionsProps['items'] = [
    { key: 'soft', label: '培训软件', children: plan.soft.name },
    { key: 'period', label: '培训时间', children: formatPeriod(plan.startTime, plan.endTime) },
    { key: 'hours', label: '要求学时', children: `${formatHours(plan.requiredHours)} 小时` },
    { key: 'pass', label: '合格分数', children: plan.passScore },
    {
      key: 'valid',
      label: '证书有效期',
      children: plan.validMonths === null ? '长期有效' : `${plan.validMonths} 个月`,
    },
    { key: 'count', label: '完成/参训', children: `${plan.completedCount}/${plan.traineeCount} 人` },
    { key: 'published', label: '发布时间', children: formatDateTime(plan.publishedAt) },
    { key: 'created', label: '创建时间', children: formatDateTime(plan.createTime) },
  ];
  return (
    <Card variant="borderless">
      <article aria-labelledby="train-plan-title">
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 12,
            justifyContent: 'space-between',
            marginBottom: 16,
          }}
        >
          <h2 id="train-plan-title" style={{ margin: 0, fontSize: 20 }}>
            {plan.name} <PlanStatusTag status={plan.status} />
          </h2>
          <div style={{ display: 'flex', gap: 8 }}>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={download.isPending}
              onClick={() => download.mutate({ id: plan.id, name: plan.name })}
            >
              导出进度
            </Button>
            {backButton}
          </div>
        </div>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
        {plan.status === 'draft' && (
          <Alert
            style={{ marginTop: 16 }}
            type="info"
            showIcon
            message="草稿：参训名单随所选部门、岗位和员工的变动而变化，发布后冻结；发布前的培训记录不计入本计划。"
          />
        )}
        <section aria-labelledby="train-plan-trainees" style={{ marginTop: 24 }}>
          <h3 id="train-plan-trainees" style={{ fontSize: 16 }}>
            参训人员
          </h3>
          <TraineesTable planId={plan.id} trainees={plan.trainees} requiredHours={plan.requiredHours} />
        </section>
      </article>
    </Card>
  );
}

/** /train/train-detail?id=: one plan, its settings and every trainee's progress and certificate. */
export function TrainPlanDetailPage() {
  const [search] = useSearchParams();
  const id = readId(search);
  const query = useTrainPlan(id);
  return (
    <DetailQueryStates
      id={id}
      query={query}
      notFoundTitle="没有找到这个培训计划"
      notFoundDescription="链接可能有误，或计划已被删除。请从“培训计划”列表中打开。"
      failedTitle="培训计划读取失败"
      loadingLabel="培训计划加载中"
      back={backButton}
    >
      {(plan) => <PlanReport plan={plan} />}
    </DetailQueryStates>
  );
}
