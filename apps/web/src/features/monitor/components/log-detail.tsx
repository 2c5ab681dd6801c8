import type { Log } from '@coalsim/contract';
import { Descriptions, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';

import styles from './logs.module.css';

/** The parameters as indented JSON; a value that is not JSON (cut short, say) as it came. */
export function prettyParams(params: string | null): string | undefined {
  if (!params) return undefined;
  try {
    return JSON.stringify(JSON.parse(params), null, 2);
  } catch {
    return params;
  }
}

/**
 * What a row of 操作日志 or 异常日志 has beyond its columns: the full path, the parameters (secrets
 * already masked by the server), the request id that ties an INFO row to its ERROR row and to the
 * server's own log, and why the call failed.
 */
export function LogDetail({ log }: { log: Log }) {
  const params = prettyParams(log.params);
  const items: DescriptionsProps['items'] = [
    {
      key: 'requestId',
      label: '请求编号',
      children: (
        <Typography.Text copyable={{ tooltips: ['复制', '已复制'] }} className={styles.mono}>
          {log.requestId}
        </Typography.Text>
      ),
    },
    {
      key: 'path',
      label: '请求',
      children: <span className={styles.mono}>{`${log.method} ${log.path}`}</span>,
    },
    // A failed request's reason, or what a successful one did (an export names its file and rows).
    ...(log.message
      ? [{ key: 'message', label: log.status >= 400 ? '失败原因' : '说明', children: log.message }]
      : []),
    { key: 'browser', label: '浏览器', children: log.browser ?? '-' },
    {
      key: 'params',
      label: '请求参数',
      children: params ? <pre className={styles.params}>{params}</pre> : '无',
    },
  ];
  return (
    <section aria-label="请求详情">
      <Descriptions className={styles.detail} bordered size="small" column={1} items={items} />
    </section>
  );
}
