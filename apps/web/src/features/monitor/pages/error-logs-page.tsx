import { BugOutlined } from '@ant-design/icons';
import type { Log } from '@coalsim/contract';
import { Card } from 'antd';

import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { useDownloadErrorLogs } from '../api/download-error-logs';
import { useErrorLogs } from '../api/get-error-logs';
import { ErrorStackModal } from '../components/error-stack-modal';
import type { LogFilterName } from '../components/log-filters';
import { LogList } from '../components/log-list';

// No 结果 filter: every row here is a failure of the server (5xx).
const FILTERS: readonly LogFilterName[] = ['blurry', 'method', 'createTime'];
const TABLE_OPTIONS = { filters: FILTERS } as const;
// A read can fail as well as a write.
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];

const NOTHING_YET = {
  icon: <BugOutlined />,
  title: '暂无异常',
  description:
    '服务器处理请求出错（5xx）时，错误原因和堆栈会记录在这里；请求编号与操作日志中的同一请求一致。',
};

/**
 * 异常日志 (monitor/log/errorLog): the server's failures, like 操作日志, with each one's stack
 * fetched on demand from 详情.
 */
export function ErrorLogsPage() {
  const table = useUrlTableState(TABLE_OPTIONS);
  const result = useErrorLogs(table.query);
  const download = useDownloadErrorLogs();
  const stack = useFormDialog<Log>();
  return (
    <Card variant="borderless">
      <LogList
        label="异常日志"
        names={FILTERS}
        methods={METHODS}
        table={table}
        result={result}
        exporting={download.isPending}
        onExport={(query) => download.mutate(query)}
        nothingYet={NOTHING_YET}
        onDetail={(row) => stack.show(row)}
      />
      <ErrorStackModal open={stack.open} log={stack.record} onClose={stack.close} />
    </Card>
  );
}
