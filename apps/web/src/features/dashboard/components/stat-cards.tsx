import { ShopOutlined, TeamOutlined, UserAddOutlined, WifiOutlined } from '@ant-design/icons';
import type { DashboardSummary } from '@coalsim/contract';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';

import styles from './dashboard.module.css';

interface StatCardProps {
  title: string;
  value: number;
  icon: ReactNode;
  tint: string;
  footer: ReactNode;
}

function StatCard({ title, value, icon, tint, footer }: StatCardProps) {
  return (
    <Card variant="borderless" className={styles.statCard}>
      <div className={styles.statBody}>
        <Statistic title={title} value={value} />
        <span className={styles.statIcon} style={{ color: tint, background: `${tint}1a` }} aria-hidden="true">
          {icon}
        </span>
      </div>
      <div className={styles.statFooter}>{footer}</div>
    </Card>
  );
}

/** The platform's headline figures: users by type, enterprises, live sessions, recent sign-ups. */
export function StatCards({ summary }: { summary: DashboardSummary }) {
  const { users } = summary;
  const recent = summary.registrations.reduce((sum, d) => sum + d.count, 0);
  const cards: StatCardProps[] = [
    {
      title: '用户总数',
      value: users.total,
      icon: <TeamOutlined />,
      tint: '#1890ff',
      // A list, one entry per account type: as one line it wrapped mid-entry in a phone's card.
      footer: (
        <ul className={styles.breakdown} aria-label="按账号类型">
          <li>平台人员 {users.staff}</li>
          <li>企业用户 {users.enterprise}</li>
          <li>个人用户 {users.individual}</li>
        </ul>
      ),
    },
    {
      title: '企业数',
      value: summary.enterprises,
      icon: <ShopOutlined />,
      tint: '#13c2c2',
      footer: '已入驻的煤炭企业',
    },
    {
      title: '在线会话',
      value: summary.onlineSessions,
      icon: <WifiOutlined />,
      tint: '#52c41a',
      footer: '当前有效的登录会话',
    },
    {
      title: '近 30 日注册',
      value: recent,
      icon: <UserAddOutlined />,
      tint: '#fa8c16',
      footer: '新注册的账号',
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.title} xs={12} xl={6}>
          <StatCard {...card} />
        </Col>
      ))}
    </Row>
  );
}
