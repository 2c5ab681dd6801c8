import { SearchOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

import { EmptyState } from './empty-state';
import styles from './list-empty-state.module.css';
import { LoadFailed } from './load-failed';

export interface ListEmptyStateProps {
  /** The first page has not come yet: a blank under the table's spinner, never "nothing here". */
  pending: boolean;
  /** The query failed and there is nothing to show. */
  failed: boolean;
  /** A filter is set: "nothing matches" rather than "nothing yet". */
  filtered: boolean;
  onRetry: () => void;
  /** The list's icon, for a failed load and for an empty list. */
  icon: ReactNode;
  /** Heading of the failed load, e.g. 定时任务读取失败. */
  failedTitle: string;
  noMatch: { title: string; description: ReactNode };
  /** With `actions` when the empty list has an obvious next step (e.g. 添加员工). */
  nothingYet: { title: string; description: ReactNode; actions?: ReactNode };
  /** 2 inside a page, 3 inside a drawer. */
  level?: 2 | 3;
  /** Replaces the blank's default height. */
  waitingClassName?: string;
}

/**
 * What a server-paged table shows without rows: waiting, failed (with 重新加载), nothing
 * matching the filters, or nothing yet. The caller gives the texts; this decides which one.
 */
export function ListEmptyState({
  pending,
  failed,
  filtered,
  onRetry,
  icon,
  failedTitle,
  noMatch,
  nothingYet,
  level = 2,
  waitingClassName = styles.waiting,
}: ListEmptyStateProps) {
  if (pending) return <div className={waitingClassName} />;
  if (failed)
    return (
      <LoadFailed
        level={level}
        icon={icon}
        title={failedTitle}
        description="请稍后再试。"
        onRetry={onRetry}
      />
    );
  if (filtered)
    return (
      <EmptyState
        level={level}
        icon={<SearchOutlined />}
        title={noMatch.title}
        description={noMatch.description}
      />
    );
  return (
    <EmptyState
      level={level}
      icon={icon}
      title={nothingYet.title}
      description={nothingYet.description}
      actions={nothingYet.actions}
    />
  );
}
