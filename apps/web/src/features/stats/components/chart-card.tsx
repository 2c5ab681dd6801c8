import { DownloadOutlined } from '@ant-design/icons';
import type { StatsChart, StatsQuery } from '@coalsim/contract';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { useId } from 'react';

import { LinkButton } from '../../../components/link-button';
import { useDownloadStats } from '../api/download-stats';
import styles from './stats.module.css';

/**
 * One card of 统计分析: its title names the region, and 导出 saves the chart's data over the page's
 * period as xlsx (the button's name says which chart, since every card has one).
 */
export function ChartCard({
  title,
  chart,
  range,
  canExport,
  children,
}: {
  title: string;
  chart: StatsChart;
  range: StatsQuery;
  /** False while loading and when the card shows its empty state: there is nothing to save. */
  canExport: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const download = useDownloadStats();
  return (
    <Card
      variant="borderless"
      className={styles.card}
      role="region"
      aria-labelledby={id}
      title={
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
      }
      extra={
        <Button
          size="small"
          icon={<DownloadOutlined aria-hidden />}
          aria-label={`导出${title}`}
          disabled={!canExport}
          loading={download.isPending}
          onClick={() => download.mutate({ chart, ...range })}
        >
          导出
        </Button>
      }
    >
      {children}
    </Card>
  );
}

/** What a card shows when it has nothing to draw: why, and where to go to change that. */
export function ChartEmpty({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action?: { label: string; to: string };
}) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        {icon}
      </span>
      <h3 className={styles.emptyTitle}>{title}</h3>
      <p className={styles.emptyText}>{description}</p>
      {action && <LinkButton to={action.to}>{action.label}</LinkButton>}
    </div>
  );
}
