import { FileSearchOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import type { ReactNode } from 'react';

import { isApiError } from '../../lib/api-error';
import { EmptyState } from './empty-state';
import { LoadFailed } from './load-failed';

interface DetailQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

interface Props<T> {
  /** The id read from the address; null when it is missing or not a number. */
  id: number | null;
  query: DetailQuery<T>;
  /** What is shown, e.g. 培训计划: the titles are built from it. */
  notFoundTitle: string;
  notFoundDescription: string;
  failedTitle: string;
  loadingLabel: string;
  /** The way back to the list the record is opened from. */
  back: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A detail page's states around its one query (`?id=` pages): a missing or foreign id (404, or
 * 400 for a malformed one) says so with the way back, a failure offers a retry, then a spinner,
 * then the record.
 */
export function DetailQueryStates<T>({ id, query, back, children, ...texts }: Props<T>) {
  const { data, error, isPending, refetch } = query;
  const missing = id === null || (isApiError(error) && (error.status === 404 || error.status === 400));
  if (missing) {
    return (
      <EmptyState
        level={2}
        icon={<FileSearchOutlined />}
        title={texts.notFoundTitle}
        description={texts.notFoundDescription}
        actions={back}
      />
    );
  }
  if (error) {
    return (
      <LoadFailed
        level={2}
        icon={<FileSearchOutlined />}
        title={texts.failedTitle}
        description={error instanceof Error ? error.message : String(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (isPending || data === undefined) {
    return (
      <div role="status" aria-label={texts.loadingLabel}>
        <Spin />
      </div>
    );
  }
  return <>{children(data)}</>;
}
