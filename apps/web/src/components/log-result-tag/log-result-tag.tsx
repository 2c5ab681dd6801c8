import { Tag, Tooltip } from 'antd';

/** Green below 400, orange for the caller's mistakes (4xx), red for the server's (5xx). */
function colorOf(status: number): string {
  if (status < 400) return 'green';
  return status < 500 ? 'orange' : 'red';
}

/**
 * The 结果 of a recorded call (操作日志, 个人中心's 操作记录): 成功 or 失败 with its HTTP status,
 * the failure's reason on hover. The code stays visible because it tells refused (4xx) from
 * broken (5xx) at a glance.
 */
export function LogResultTag({ status, message }: { status: number; message?: string | null }) {
  const tag = (
    <Tag color={colorOf(status)}>
      {status < 400 ? '成功' : '失败'} {status}
    </Tag>
  );
  return message ? <Tooltip title={message}>{tag}</Tooltip> : tag;
}
