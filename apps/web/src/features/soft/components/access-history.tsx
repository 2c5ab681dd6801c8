import { ACCESS_STATUS_LABELS } from '@coalsim/contract';
import type { Access, AccessStatus } from '@coalsim/contract';
import { Card, Descriptions, Empty, Tag, Timeline } from 'antd';

import { formatDateTime } from '../../../lib/format-date-time';
import styles from './access-history.module.css';

const STATUS_COLORS: Record<AccessStatus, string> = {
  submitted: 'processing',
  assessing: 'blue',
  passed: 'success',
  rejected: 'error',
};

/** The timeline's words for each step (a step is the moment the application reached it). */
const STEP_LABELS: Record<Access['timeline'][number]['status'], string> = {
  draft: '创建草稿',
  submitted: '提交考核',
  assessing: '开始考核',
  passed: '考核通过',
  rejected: '考核驳回',
};
const STEP_COLORS: Record<Access['timeline'][number]['status'], string> = {
  draft: 'gray',
  submitted: 'blue',
  assessing: 'blue',
  passed: 'green',
  rejected: 'red',
};

function timeRange(start: number, end: number): string {
  return `${formatDateTime(new Date(start).toISOString())} 至 ${formatDateTime(new Date(end).toISOString())}`;
}

function AccessCard({ access, index }: { access: Access; index: number }) {
  const { assessment } = access;
  const items = [
    { key: 'submittedAt', label: '提交时间', children: formatDateTime(access.submittedAt) },
    { key: 'decidedAt', label: '结论时间', children: formatDateTime(access.decidedAt) },
    ...(assessment
      ? [
          { key: 'title', label: '考核名称', children: assessment.title },
          { key: 'team', label: '考核团队', children: assessment.teamName },
          { key: 'room', label: '考核房间', children: assessment.room.name },
          {
            key: 'time',
            label: '考核时间',
            children: timeRange(assessment.room.startTime, assessment.room.endTime),
          },
          {
            key: 'place',
            label: '地点或链接',
            children: assessment.room.place ?? assessment.room.onlineLink ?? '-',
          },
        ]
      : []),
    ...(access.comment ? [{ key: 'comment', label: '考核意见', children: access.comment }] : []),
    {
      key: 'key',
      label: '接入密钥',
      children: access.appKey ? `已生成（${formatDateTime(access.keyIssuedAt)}）` : '未生成',
    },
  ];
  return (
    <Card
      size="small"
      title={`第 ${index} 次申请 · ${access.soft.name} v${access.soft.version}`}
      extra={<Tag color={STATUS_COLORS[access.status]}>{ACCESS_STATUS_LABELS[access.status]}</Tag>}
    >
      <div className={styles.body}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />
        <Timeline
          className={styles.timeline}
          items={access.timeline.map((step, i) => ({
            key: `${step.status}-${i}`,
            color: STEP_COLORS[step.status],
            content: (
              <>
                <div className={styles.step}>{STEP_LABELS[step.status]}</div>
                <div className={styles.at}>{formatDateTime(step.at)}</div>
                {step.note && <div className={styles.note}>{step.note}</div>}
              </>
            ),
          }))}
        />
      </div>
    </Card>
  );
}

/** A software's access applications, oldest first, each with its assessment and timeline. */
export function AccessHistory({ accesses }: { accesses: Access[] }) {
  if (accesses.length === 0) {
    return <Empty description="还没有接入申请：开发单位在应用管理中点“提交考核”后，申请会出现在这里。" />;
  }
  const oldestFirst = [...accesses].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
  return (
    <div className={styles.list}>
      {oldestFirst.map((access, i) => (
        <AccessCard key={access.id} access={access} index={i + 1} />
      ))}
    </div>
  );
}
