import type { AssessDetail } from '@coalsim/contract';
import { Alert, Button, Descriptions, Drawer, Skeleton, Table } from 'antd';
import type { TableColumnsType } from 'antd';

import { Permission } from '../../../components/permission/permission';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { formatDateTime } from '../../../lib/format-date-time';
import { useAssess } from '../api/get-assess';
import { ASSESS_PERMISSIONS } from '../utils/assess-permissions';
import { formatSlot } from '../utils/format-room-time';
import { AssessStatusTag, DISCUSSION_WARNING, formatTotal } from './assess-status-tag';
import styles from './assess.module.css';
import { DecideModal } from './decide-modal';

type Expert = AssessDetail['experts'][number];

function expertColumns(detail: AssessDetail): TableColumnsType<Expert> {
  return [
    { title: '专家', dataIndex: 'memberName', key: 'memberName', width: 100, fixed: 'start' },
    ...detail.criteria.map((c) => ({
      title: `${c.name}（${c.weight}%）`,
      key: `c-${c.name}`,
      width: 110,
      align: 'right' as const,
      render: (_: unknown, e: Expert) => e.scores?.find((s) => s.criterion === c.name)?.score ?? '-',
    })),
    {
      title: '总分',
      dataIndex: 'total',
      key: 'total',
      width: 80,
      align: 'right',
      render: (t: number | null) => formatTotal(t),
    },
    { title: '评语', dataIndex: 'comment', key: 'comment', render: (c: string | null) => c || '-' },
    {
      title: '评分时间',
      dataIndex: 'updateTime',
      key: 'updateTime',
      width: 170,
      render: (v: string | null) => (v ? formatDateTime(v) : '未评分'),
    },
  ];
}

function DetailBody({ detail }: { detail: AssessDetail }) {
  const decide = useFormDialog<AssessDetail>();
  const decided = detail.status !== 'assessing';
  return (
    <>
      {detail.needsDiscussion && (
        <Alert type="warning" showIcon title={DISCUSSION_WARNING} style={{ marginBottom: 16 }} />
      )}
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
        <Descriptions.Item label="软件">{`${detail.soft.name} ${detail.soft.version}`}</Descriptions.Item>
        <Descriptions.Item label="申请企业">{detail.vendor.name}</Descriptions.Item>
        <Descriptions.Item label="专家组">{detail.team.name}</Descriptions.Item>
        <Descriptions.Item label="考核室">{detail.room.name}</Descriptions.Item>
        <Descriptions.Item label="时间">
          {formatSlot(detail.room.startTime, detail.room.endTime)}
        </Descriptions.Item>
        <Descriptions.Item label="地点">
          {detail.room.place || detail.room.onlineLink || '-'}
        </Descriptions.Item>
        <Descriptions.Item label="考核项">
          {detail.criteria.map((c) => `${c.name} ${c.weight}%`).join('、')}
        </Descriptions.Item>
        <Descriptions.Item label="及格分">{detail.passScore}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <AssessStatusTag status={detail.status} />
        </Descriptions.Item>
        <Descriptions.Item label="总分">
          {`${formatTotal(detail.total)}（${detail.scoredCount}/${detail.expertCount} 位专家已评分）`}
        </Descriptions.Item>
        {decided && (
          <Descriptions.Item label="决定时间">{formatDateTime(detail.decidedAt)}</Descriptions.Item>
        )}
        {decided && <Descriptions.Item label="意见">{detail.comment || '-'}</Descriptions.Item>}
      </Descriptions>
      <section className={styles.section} aria-labelledby="assess-experts">
        <h3 id="assess-experts" className={styles.sectionTitle}>
          专家评分
        </h3>
        <Table<Expert>
          aria-label="专家评分"
          rowKey="memberId"
          size="small"
          columns={expertColumns(detail)}
          dataSource={detail.experts}
          pagination={false}
          scroll={{ x: 560 }}
          locale={{ emptyText: '该专家组还没有关联账号的专家，无法评分。' }}
        />
      </section>
      {!decided && (
        <Permission value={ASSESS_PERMISSIONS.edit}>
          <div className={styles.section}>
            <Button type="primary" onClick={() => decide.show(detail)}>
              作出决定
            </Button>
          </div>
          <DecideModal key={decide.key} open={decide.open} assess={detail} onClose={decide.close} />
        </Permission>
      )}
    </>
  );
}

/** 考核详情: the assessment, each expert's row and total, the discussion flag and 作出决定. */
export function AssessDetailDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { data } = useAssess(id);
  return (
    <Drawer
      title="考核详情"
      open={id !== undefined}
      onClose={onClose}
      size="min(880px, 100vw)"
      destroyOnHidden
    >
      {data && data.id === id ? <DetailBody detail={data} /> : <Skeleton active />}
    </Drawer>
  );
}
