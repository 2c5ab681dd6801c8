import { DatabaseOutlined } from '@ant-design/icons';
import type { BackupSchedule } from '@coalsim/contract';

import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { describeCron } from '../../../lib/describe-cron';

/** When the scheduled backups run, as the empty list says it: the card above shows the same. */
function planSentence(schedule: BackupSchedule | undefined): string {
  if (!schedule) return '定时备份按上方的计划自动进行';
  if (!schedule.cronExpression) return '定时备份的任务已删除，重启服务后恢复';
  const when = describeCron(schedule.cronExpression);
  return schedule.paused
    ? `定时备份（${when}）已暂停，可在上方“在定时任务中修改”中恢复`
    : `定时备份按上方的计划（${when}）自动进行`;
}

/** The backup list's empty states; the first one names the schedule the page shows above it. */
export function backupEmptyTexts(schedule: BackupSchedule | undefined): ListEmptyTexts {
  return {
    icon: <DatabaseOutlined />,
    failedTitle: '备份列表读取失败',
    noMatch: { title: '没有这种方式的备份', description: '换个备份方式，或点“重置”查看全部。' },
    nothingYet: {
      title: '还没有备份',
      description: `点击“立即备份”备份整个数据库；${planSentence(schedule)}。`,
    },
  };
}
