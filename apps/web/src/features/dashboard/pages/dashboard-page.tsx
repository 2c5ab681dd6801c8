import { Button, Card, Result, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

import { useUserStore } from '../../../stores/user-store';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import styles from '../components/dashboard.module.css';
import { StatCards } from '../components/stat-cards';

// ECharts is heavy: the figures show first and the chart follows when its code has arrived.
const RegistrationsChart = lazy(async () => ({
  default: (await import('../components/registrations-chart')).RegistrationsChart,
}));

const today = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'full' });

function greeting(hour: number): string {
  if (hour < 6) return '夜深了';
  if (hour < 12) return '早上好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/** 首页 of the back office: the platform's figures and the 30-day registration trend. */
export function DashboardPage() {
  const name = useUserStore((s) => s.user?.nickName ?? s.user?.username ?? '');
  const { data, isPending, isError, refetch } = useDashboardSummary();
  const now = new Date();

  return (
    <>
      <section className={styles.welcome} aria-labelledby="dashboard-welcome">
        <div>
          <h1 id="dashboard-welcome" className={styles.welcomeTitle}>
            {greeting(now.getHours())}，{name}
          </h1>
          <p className={styles.welcomeText}>煤炭虚拟仿真空间运营概览</p>
        </div>
        <span className={styles.welcomeDate}>{today.format(now)}</span>
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
