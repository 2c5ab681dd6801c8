import { IdcardOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import type { ReactNode } from 'react';

import { isApiError } from '../../lib/api-error';
import { EmptyState } from './empty-state';
import { LoadFailed } from './load-failed';

export const NOT_LINKED_TITLE = '账号尚未关联员工档案';

interface StaffQuery<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  refetch: () => unknown;
}

/**
 * A staff account's own page (我的培训, 我的考试) before its data: the server's 403 for an account
 * no staff record is linked to (what to ask the enterprise for), a failure with 重试, loading.
 */
export function StaffQueryStates<T>({
  query,
  page,
  shows,
  icon,
  children,
}: {
  query: StaffQuery<T>;
  /** The page's name: 我的培训. */
  page: string;
  /** What the page shows once linked: 企业为您安排的考试. */
  shows: string;
  icon: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { data, error, isPending, refetch } = query;
  if (isApiError(error) && error.status === 403) {
    return (
      <EmptyState
        level={2}
        icon={<IdcardOutlined />}
        title={NOT_LINKED_TITLE}
        description={`“${page}”显示${shows}。请联系所在企业，在“员工管理”中为您开通员工账号后再来查看。`}
      />
    );
  }
  if (error) {
    return (
      <LoadFailed
        level={2}
        icon={icon}
        title={`${page}读取失败`}
        description={error.message}
        onRetry={() => void refetch()}
      />
    );
  }
  if (isPending || data === undefined) {
    return (
      <div role="status" aria-label={`${page}加载中`}>
        <Spin />
      </div>
    );
  }
  return <>{children(data)}</>;
}
