import { AuditOutlined } from '@ant-design/icons';
import { ASSESS_STATUS_LABELS } from '@coalsim/contract';
import type { ApplicantAssess } from '@coalsim/contract';
import { Alert, Select } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useLocation } from 'react-router-dom';

import { LinkButton } from '../../../components/link-button';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { paths } from '../../../config/paths';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { useApplicantAssessList } from '../api/get-applicant-assess-list';
import { AssessStatusTag, formatTotal } from '../components/assess-status-tag';
import { formatSlot } from '../utils/format-room-time';
import { ApplicantAssessGate } from './applicant-assess-gate';
import styles from './applicant-assess-pages.module.css';

const TABLE_OPTIONS = { filters: ['status'] } as const;
const STATUS_OPTIONS = Object.entries(ASSESS_STATUS_LABELS).map(([value, label]) => ({ value, label }));

export const detailHrefOf = (id: number) => `${paths.centerMyAssessDetail}?id=${id}`;

/** Where the assessment happens: the room, and its place or online link. */
export function RoomCell({ room }: { room: ApplicantAssess['room'] }) {
  return (
    <span className={styles.lines}>
      <span>{room.name}</span>
      {room.place && <span className={styles.muted}>{room.place}</span>}
      {room.onlineLink && (
        <a href={room.onlineLink} target="_blank" rel="noopener noreferrer">
          线上会议
        </a>
      )}
    </span>
  );
}

const columns: TableColumnsType<ApplicantAssess> = [
  {
    title: '考核',
    key: 'title',
    render: (_, a) => (
      <span className={styles.lines}>
        <span>{a.title}</span>
        <span className={styles.muted}>
          {a.soft.name} v{a.soft.version}
        </span>
      </span>
    ),
  },
  { title: '考核团队', key: 'team', render: (_, a) => a.teamName },
  { title: '考核房间', key: 'room', render: (_, a) => <RoomCell room={a.room} /> },
  {
    title: '考核时间',
    key: 'time',
    width: 190,
    render: (_, a) => formatSlot(a.room.startTime, a.room.endTime),
  },
  {
    title: '评分进度',
    key: 'progress',
    width: 120,
    render: (_, a) => `${a.scoredCount}/${a.expertCount} 位已评分`,
  },
  {
    title: '总分',
    key: 'total',
    width: 120,
    render: (_, a) => (
      <span className={styles.lines}>
        <span>{formatTotal(a.total)}</span>
        <span className={styles.muted}>及格分 {a.passScore}</span>
      </span>
    ),
  },
  { title: '状态', key: 'status', width: 90, render: (_, a) => <AssessStatusTag status={a.status} /> },
  { title: '考核意见', key: 'comment', render: (_, a) => a.comment || '-' },
  {
    title: '操作',
    key: 'actions',
    width: 90,
    render: (_, a) => (
      <Link to={detailHrefOf(a.id)} aria-label={`查看详情 ${a.title}`}>
        查看详情
      </Link>
    ),
  },
];

const EMPTY: ListEmptyTexts = {
  icon: <AuditOutlined />,
  failedTitle: '考核读取失败',
  noMatch: { title: '没有符合条件的考核', description: '换个状态再查，或清除筛选查看全部考核。' },
  nothingYet: {
    title: '还没有考核',
    description: '在“应用管理”中提交软件的接入申请后，平台会安排专家考核；考核安排、进度与结果会显示在这里。',
    actions: (
      <LinkButton to={paths.centerSoft} type="primary">
        去应用管理
      </LinkButton>
    ),
  },
};

/** 我的考核: the enterprise's software assessments, newest first; the status filter is in the URL. */
function ApplicantAssessList() {
  const table = useUrlTableState(TABLE_OPTIONS);
  const list = useApplicantAssessList(table.query);
  // Sent here by 考核详情 opened without an assessment (from the menu).
  const picking = (useLocation().state as { pick?: boolean } | null)?.pick === true;
  return (
    <>
      {picking && (
        <Alert
          type="info"
          showIcon
          className={styles.pickNotice}
          title="请选择要查看详情的考核"
          description="点击一次考核的“查看详情”，查看各考核项的平均分与专家评语。"
        />
      )}
      <div className={styles.filters} role="search">
        <Select
          aria-label="考核状态"
          placeholder="全部状态"
          allowClear
          value={table.filters.status[0]}
          options={STATUS_OPTIONS}
          onChange={(status?: string) => table.setFilters({ status })}
        />
      </div>
      <ListTable<ApplicantAssess>
        aria-label="我的考核"
        size="middle"
        table={table}
        list={list}
        empty={EMPTY}
        columns={columns}
      />
    </>
  );
}

export function ApplicantAssessListPage() {
  return (
    <ApplicantAssessGate what="我的考核">
      <ApplicantAssessList />
    </ApplicantAssessGate>
  );
}
