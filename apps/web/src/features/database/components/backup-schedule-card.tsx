import { Card, Descriptions, Tag } from 'antd';
import { Link } from 'react-router-dom';

import { describeCron } from '../../../lib/describe-cron';
import { useBackupSchedule } from '../api/get-backup-schedule';

/** Where 定时任务 lives in the back office. */
const JOBS_PAGE = '/system/timing';
export const JOB_GONE = '任务已删除，重启服务后恢复';

/** The scheduled backups: when, whether they run, how many are kept; edited in 定时任务. */
export function BackupScheduleCard() {
  const { data } = useBackupSchedule();
  return (
    <Card
      size="small"
      title="定时备份"
      extra={<Link to={`${JOBS_PAGE}?blurry=数据库备份`}>在定时任务中修改</Link>}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          {
            key: 'cron',
            label: '执行时间',
            // In words (每天 02:00) when the cron is a simple one; 定时任务 shows it as written.
            children: data ? (data.cronExpression ? describeCron(data.cronExpression) : JOB_GONE) : '…',
          },
          {
            key: 'state',
            label: '状态',
            children: data ? (
              data.paused ? (
                <Tag color="warning">已暂停</Tag>
              ) : (
                <Tag color="success">运行中</Tag>
              )
            ) : (
              '…'
            ),
          },
          {
            key: 'keep',
            label: '保留',
            children: data
              ? `每日最近 ${data.keepDaily} 份，每周最近 ${data.keepWeekly} 份（仅定时备份）`
              : '…',
          },
        ]}
      />
    </Card>
  );
}
