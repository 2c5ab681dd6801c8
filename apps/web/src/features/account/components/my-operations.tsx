import type { Log } from '@coalsim/contract';
import { Empty, Pagination, Skeleton, Spin } from 'antd';
import { useState } from 'react';

import { LogResultTag } from '../../../components/log-result-tag/log-result-tag';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMyLogs } from '../api/get-my-logs';
import styles from './account.module.css';

const PAGE_SIZE = 10;

// A list, not a table: it fits a phone without sideways scrolling, and a failure's reason is
// written out under it (a tooltip is out of reach on a touch screen).
function OperationRow({ operation }: { operation: Log }) {
  return (
    <li className={styles.operation}>
      <div className={styles.operationTitle}>
        {operation.description}
        <LogResultTag status={operation.status} />
      </div>
      <div className={styles.operationMeta}>
        {formatDateTime(operation.createTime)} ·{' '}
        <span className={styles.request}>
          {operation.method} {operation.path}
        </span>
      </div>
      {operation.message && <div className={styles.operationReason}>{operation.message}</div>}
    </li>
  );
}

/**
 * 操作记录: what this account has done lately (sign-ins, saves, deletes), newest first, so one can
 * check that a change went through, or notice one that was not one's own.
 */
export function MyOperations() {
  const [page, setPage] = useState(0);
  const { data, isFetching, isPending } = useMyLogs({ page, size: PAGE_SIZE });

  if (isPending) return <Skeleton active />;
  if (!data || data.totalElements === 0)
    return <Empty description="暂无操作记录：登录、修改资料和密码等操作会记录在这里" />;
  return (
    <Spin spinning={isFetching}>
      <ul className={styles.operations} aria-label="操作记录">
        {data.content.map((operation) => (
          <OperationRow key={operation.id} operation={operation} />
        ))}
      </ul>
      <Pagination
        className={styles.operationsPager}
        size="small"
        align="end"
        current={page + 1}
        pageSize={PAGE_SIZE}
        total={data.totalElements}
        showTotal={(n) => `共 ${n} 条`}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={(next) => setPage(next - 1)}
      />
    </Spin>
  );
}
