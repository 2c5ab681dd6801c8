import { KeyOutlined } from '@ant-design/icons';
import { ACCESS_STATUS_LABELS } from '@coalsim/contract';
import type { Access } from '@coalsim/contract';
import { Alert, Button, Card, Descriptions, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { formatMinute, formatSlot } from '../utils/access-format';
import { AccessTimeline } from './access-timeline';
import styles from './access.module.css';

export const STATUS_COLORS: Record<Access['status'], string> = {
  submitted: 'processing',
  assessing: 'gold',
  passed: 'success',
  rejected: 'error',
};

/** Team, room, time and place once staff have set up the assessment. */
function assessmentItems(access: Access): DescriptionsProps['items'] {
  const a = access.assessment;
  if (!a) return [];
  return [
    {
      key: 'title',
      label: '考核',
      children: <Link to={`${paths.centerMyAssessDetail}?id=${a.id}`}>{a.title}</Link>,
    },
    { key: 'team', label: '考核团队', children: a.teamName },
    { key: 'room', label: '考核房间', children: a.room.name },
    { key: 'time', label: '考核时间', children: formatSlot(a.room.startTime, a.room.endTime) },
    ...(a.room.place ? [{ key: 'place', label: '考核地点', children: a.room.place }] : []),
    ...(a.room.onlineLink
      ? [
          {
            key: 'link',
            label: '线上会议',
            children: (
              <a href={a.room.onlineLink} target="_blank" rel="noopener noreferrer">
                {a.room.onlineLink}
              </a>
            ),
          },
        ]
      : []),
  ];
}

/** The key in use, and the old one's grace period after a rotation; the secret is never listed. */
function KeysSection({ access, issuing, onIssueKeys }: AccessCardProps) {
  // The moment the card was shown: the grace note goes once the list reloads after it ends.
  const [shownAt] = useState(Date.now);
  const stillValid =
    access.previousKeyValidUntil !== null && Date.parse(access.previousKeyValidUntil) > shownAt;
  return (
    <div className={styles.keys}>
      <div className={styles.keysText}>
        {access.appKey ? (
          <>
            <span>
              AppKey：
              <Typography.Text code copyable={{ tooltips: ['复制 AppKey', '已复制'] }}>
                {access.appKey}
              </Typography.Text>
            </span>
            <span className={styles.muted}>生成于 {formatMinute(access.keyIssuedAt)}</span>
            {stillValid && (
              <span className={styles.muted}>原密钥有效至 {formatMinute(access.previousKeyValidUntil)}</span>
            )}
          </>
        ) : (
          <span className={styles.muted}>
            考核已通过。生成接入密钥后，软件用它签名回传训练数据；AppSecret 只在生成时显示一次。
          </span>
        )}
      </div>
      <Button
        type={access.appKey ? 'default' : 'primary'}
        icon={<KeyOutlined aria-hidden />}
        loading={issuing}
        onClick={() => onIssueKeys(access)}
      >
        {access.appKey ? '轮换密钥' : '接入密钥'}
      </Button>
    </div>
  );
}

interface AccessCardProps {
  access: Access;
  categoryLabel: string;
  issuing: boolean;
  onIssueKeys: (access: Access) => void;
}

/** One application: what was submitted, where it stands, and what the vendor can do next. */
export function AccessCard(props: AccessCardProps) {
  const { access, categoryLabel } = props;
  const { soft, status } = access;
  const items: DescriptionsProps['items'] = [
    { key: 'submitted', label: '提交时间', children: formatMinute(access.submittedAt) },
    ...(assessmentItems(access) ?? []),
    ...(access.decidedAt
      ? [{ key: 'decided', label: '决定时间', children: formatMinute(access.decidedAt) }]
      : []),
    ...(status === 'passed' && access.comment
      ? [{ key: 'comment', label: '考核意见', children: access.comment }]
      : []),
  ];
  return (
    <li aria-label={soft.name} className={styles.item}>
      <Card
        size="small"
        title={
          <span className={styles.cardTitle}>
            <span>{soft.name}</span>
            <span className={styles.muted}>
              v{soft.version} · {categoryLabel}
            </span>
          </span>
        }
        extra={<Tag color={STATUS_COLORS[status]}>{ACCESS_STATUS_LABELS[status]}</Tag>}
      >
        <AccessTimeline access={access} />
        <Descriptions className={styles.details} size="small" column={{ xs: 1, md: 2 }} items={items} />
        {status === 'submitted' && !access.assessment && (
          <p className={styles.muted}>等待平台安排专家考核；安排好后，这里会显示考核团队、房间和时间。</p>
        )}
        {status === 'rejected' && (
          <Alert
            type="error"
            showIcon
            title={`驳回意见：${access.comment ?? '无'}`}
            description="请在“应用管理”中按意见修改软件，再重新提交接入申请。"
          />
        )}
        {status === 'passed' && <KeysSection {...props} />}
      </Card>
    </li>
  );
}
