import { FileTextOutlined } from '@ant-design/icons';
import { Card } from 'antd';

import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { useDownloadLogs } from '../api/download-logs';
import { useLogs } from '../api/get-logs';
import type { LogFilterName } from '../components/log-filters';
import { LogList } from '../components/log-list';

const FILTERS: readonly LogFilterName[] = ['blurry', 'method', 'status', 'createTime'];
// No default sort: the server's order (newest first) is what a log is read in.
const TABLE_OPTIONS = { filters: FILTERS } as const;
// Only writes are recorded here (reads are not), so GET never occurs.
const METHODS = ['POST', 'PUT', 'DELETE'];

const NOTHING_YET = {
  icon: <FileTextOutlined />,
  title: '暂无操作记录',
  description: '新增、修改、删除、登录和导出会记录在这里，失败的也会，并附上原因；查询不记录。',
};

/**
 * 操作日志 (monitor/log/index): every write and every sign-in, who did it, from where, how long it
 * took and how it ended, filtered on the server with the filters in the URL.
 */
export function LogsPage() {
  const table = useUrlTableState(TABLE_OPTIONS);
  const result = useLogs(table.query);
  const download = useDownloadLogs();
  return (
    <Card variant="borderless">
      <LogList
        label="操作日志"
        names={FILTERS}
        methods={METHODS}
        table={table}
        result={result}
        exporting={download.isPending}
        onExport={(query) => download.mutate(query)}
        nothingYet={NOTHING_YET}
      />
    </Card>
  );
}
