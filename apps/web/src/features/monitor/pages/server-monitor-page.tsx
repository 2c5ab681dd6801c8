import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Space, Switch, Typography } from 'antd';
import { useState } from 'react';

import { SERVER_STATUS_REFRESH_MS, useServerStatus } from '../api/get-server-status';
import { ServerDetails } from '../components/server-details';
import { readingClock } from '../components/server-figures';
import { ServerOverview } from '../components/server-overview';
import { useReadingHistory } from '../components/use-reading-history';

/**
 * 服务监控 (monitor/server/index): the server read every five seconds while the page is on screen,
 * with the last minutes of the figures that move drawn beside them.
 */
export function ServerMonitorPage() {
  const [live, setLive] = useState(true);
  const status = useServerStatus(live);
  const history = useReadingHistory(status.data);
  const data = status.data;
  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
      <Card variant="borderless" size="small">
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary">
            {data ? `最后更新 ${readingClock(data.time)}` : '正在读取服务器状态…'}
          </Typography.Text>
          <Space wrap>
            <Switch
              checked={live}
              onChange={setLive}
              checkedChildren="自动刷新"
              unCheckedChildren="已暂停"
              aria-label={`每 ${SERVER_STATUS_REFRESH_MS / 1000} 秒自动刷新`}
            />
            <Button
              icon={<ReloadOutlined aria-hidden />}
              loading={status.isFetching}
              onClick={() => void status.refetch()}
            >
              刷新
            </Button>
          </Space>
        </Flex>
      </Card>
      {status.isError && !data && (
        <Alert
          type="error"
          showIcon
          title="服务器状态读取失败"
          description="请稍后点“刷新”重试；若一直失败，请查看异常日志。"
        />
      )}
      {!data && !status.isError && <Skeleton active paragraph={{ rows: 8 }} />}
      {data && (
        <>
          <ServerOverview status={data} history={history} />
          <ServerDetails status={data} />
        </>
      )}
    </Space>
  );
}
