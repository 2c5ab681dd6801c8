import { Button, Card, Result, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

import { FrameText } from '../../../components/frame/frame-text';
import { displayName, greetingAt, TODAY_FORMAT } from '../../../lib/session-frame';
import { useUserStore } from '../../../stores/user-store';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import styles from '../components/dashboard.module.css';
import { StatCards } from '../components/stat-cards';

// ECharts is heavy: the figures show first and the chart follows when its code has arrived.
const RegistrationsChart = lazy(async () => ({
  default: (await import('../components/registrations-chart')).RegistrationsChart,
}));

const today = new Intl.DateTimeFormat('zh-CN', TODAY_FORMAT);

/** 首页 of the back office: the platform's figures and the 30-day registration trend. */
export function DashboardPage() {
  const name = useUserStore((s) => displayName(s.user));
  const { data, isPending, isError, refetch } = useDashboardSummary();
  const now = new Date();

  return (
    <>
      <section className={styles.welcome} aria-labelledby="dashboard-welcome">
        <div>
          <h1 id="dashboard-welcome" className={styles.welcomeTitle}>
            <FrameText slot="greeting">{greetingAt(now.getHours())}</FrameText>，
            <FrameText slot="name">{name}</FrameText>
          </h1>
          <p className={styles.welcomeText}>煤炭虚拟仿真空间运营概览</p>
        </div>
        <span className={styles.welcomeDate}>
          <FrameText slot="today">{today.format(now)}</FrameText>
        </span>
      </section>
      {isError ? (
        <Card variant="borderless">
          <Result
            status="warning"
            title="统计数据加载失败"
            extra={<Button onClick={() => void refetch()}>重试</Button>}
          />
        </Card>
      ) : isPending ? (
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : (
        <>
          <StatCards summary={data} />
          <Card variant="borderless" title="近 30 日注册趋势" className={styles.chartCard}>
            <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 8 }} />}>
              <RegistrationsChart data={data.registrations} />
            </Suspense>
          </Card>
        </>
      )}
    </>
  );
}
