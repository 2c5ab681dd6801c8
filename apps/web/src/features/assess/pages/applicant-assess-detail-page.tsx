import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ApplicantAssessDetail } from '@coalsim/contract';
import { Descriptions, Table } from 'antd';
import type { DescriptionsProps, TableColumnsType } from 'antd';
import { Navigate, useSearchParams } from 'react-router-dom';

import { DetailQueryStates } from '../../../components/feedback/detail-query-states';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date-time';
import { readId } from '../../../lib/read-id';
import { useApplicantAssess } from '../api/get-applicant-assess';
import { AssessStatusTag, formatTotal } from '../components/assess-status-tag';
import { formatSlot } from '../utils/format-room-time';
import { ApplicantAssessGate } from './applicant-assess-gate';
import { RoomCell } from './applicant-assess-list-page';
import styles from './applicant-assess-pages.module.css';

type CriterionRow = ApplicantAssessDetail['criteria'][number];

const criteriaColumns: TableColumnsType<CriterionRow> = [
  { title: '考核项', dataIndex: 'name', key: 'name' },
  { title: '权重', key: 'weight', width: 100, render: (_, c) => `${c.weight}%` },
  {
    title: '平均分',
    key: 'average',
    width: 120,
    render: (_, c) => (c.average === null ? '尚未评分' : c.average.toFixed(1)),
  },
];

const DECISIONS: Record<ApplicantAssessDetail['status'], string> = {
  assessing: '尚未决定',
  passed: '通过',
  rejected: '不通过',
};

const backButton = (
  <LinkButton to={paths.centerMyAssess} icon={<ArrowLeftOutlined aria-hidden />}>
    返回我的考核
  </LinkButton>
);

/** What the applicant may know of an assessment: averages and comments, never who scored. */
function AssessReport({ assess }: { assess: ApplicantAssessDetail }) {
  const items: DescriptionsProps['items'] = [
    { key: 'soft', label: '软件', children: `${assess.soft.name} v${assess.soft.version}` },
    { key: 'team', label: '考核团队', children: assess.teamName },
    { key: 'room', label: '考核房间', children: <RoomCell room={assess.room} /> },
    { key: 'time', label: '考核时间', children: formatSlot(assess.room.startTime, assess.room.endTime) },
    {
      key: 'progress',
      label: '评分进度',
      children: `${assess.scoredCount}/${assess.expertCount} 位专家已评分`,
    },
    { key: 'pass', label: '及格分', children: assess.passScore },
    { key: 'total', label: '总分', children: formatTotal(assess.total) },
    { key: 'decision', label: '考核结论', children: DECISIONS[assess.status] },
    ...(assess.decidedAt
      ? [{ key: 'decidedAt', label: '决定时间', children: formatDateTime(assess.decidedAt) }]
      : []),
    { key: 'comment', label: '考核意见', children: assess.comment || '-', span: 'filled' as const },
  ];
  return (
    <article className={styles.detail} aria-labelledby="applicant-assess-title">
      <div className={styles.header}>
        <h2 id="applicant-assess-title" className={styles.title}>
          {assess.title} <AssessStatusTag status={assess.status} />
        </h2>
        {backButton}
      </div>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
      <section aria-labelledby="applicant-assess-criteria">
        <h3 id="applicant-assess-criteria" className={styles.sectionTitle}>
          各项得分
        </h3>
        <Table<CriterionRow>
          aria-label="各项得分"
          rowKey="name"
          size="small"
          pagination={false}
          columns={criteriaColumns}
          dataSource={assess.criteria}
        />
      </section>
      <section aria-labelledby="applicant-assess-comments">
        <h3 id="applicant-assess-comments" className={styles.sectionTitle}>
          专家评语
        </h3>
        {assess.comments.length === 0 ? (
          <p className={styles.muted}>专家尚未填写评语。</p>
        ) : (
          <ol className={styles.comments} aria-label="专家评语">
            {assess.comments.map((text, i) => (
              // Comments carry no id and may repeat; their order is fixed by the server's answer.
              <li key={i} className={styles.comment}>
                <span className={styles.commentLabel}>评语 {i + 1}</span>
                {text}
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}

/**
 * /center/my-assess-detail?id=: one assessment of the enterprise's software. Opened without an id
 * (from the menu) it is the list to pick one from, not a "not found".
 */
function ApplicantAssessDetailView() {
  const [search] = useSearchParams();
  if (!search.has('id')) return <Navigate to={paths.centerMyAssess} replace state={{ pick: true }} />;
  return <ApplicantAssessDetailOf id={readId(search)} />;
}

function ApplicantAssessDetailOf({ id }: { id: number | null }) {
  const query = useApplicantAssess(id);
  return (
    <DetailQueryStates
      id={id}
      query={query}
      notFoundTitle="没有找到这次考核"
      notFoundDescription="链接可能有误，或这次考核不属于本企业。请从“我的考核”列表中打开。"
      failedTitle="考核读取失败"
      loadingLabel="考核加载中"
      back={backButton}
    >
      {(assess) => <AssessReport assess={assess} />}
    </DetailQueryStates>
  );
}

export function ApplicantAssessDetailPage() {
  return (
    <ApplicantAssessGate what="考核详情">
      <ApplicantAssessDetailView />
    </ApplicantAssessGate>
  );
}
