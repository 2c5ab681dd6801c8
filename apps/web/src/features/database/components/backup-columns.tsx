import type { DatabaseBackup } from '@coalsim/contract';
import { Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';

import { formatBytes } from '../../../lib/format-bytes';
import { formatDateTime } from '../../../lib/format-date-time';

export const KIND_LABELS: Record<DatabaseBackup['kind'], string> = {
  manual: '手动',
  scheduled: '定时',
  uploaded: '上传',
};

const VERIFY: Record<DatabaseBackup['verifyStatus'], { color: string; label: string }> = {
  passed: { color: 'success', label: '校验通过' },
  failed: { color: 'error', label: '校验失败' },
  pending: { color: 'processing', label: '待校验' },
};

/** The columns every backup row shows; the page adds its actions. */
export function backupColumns(codeVersion: number | undefined): TableColumnsType<DatabaseBackup> {
  return [
    { title: '备份时间', key: 'createTime', width: 170, render: (_, b) => formatDateTime(b.createTime) },
    { title: '方式', key: 'kind', width: 80, render: (_, b) => <Tag>{KIND_LABELS[b.kind]}</Tag> },
    { title: '文件', key: 'fileName', render: (_, b) => b.fileName },
    { title: '大小', key: 'size', width: 100, align: 'right', render: (_, b) => formatBytes(b.size) },
    {
      title: 'SHA-256',
      key: 'sha256',
      width: 170,
      render: (_, b) => (
        <Typography.Text code copyable={{ text: b.sha256 }}>
          {b.sha256.slice(0, 12)}…
        </Typography.Text>
      ),
    },
    {
      title: '结构版本',
      key: 'schemaVersion',
      width: 110,
      render: (_, b) =>
        codeVersion !== undefined && b.schemaVersion > codeVersion ? (
          <Tooltip title="来自更新版本的系统，升级后才能恢复">
            <Tag color="error">{b.schemaVersion}</Tag>
          </Tooltip>
        ) : (
          <Tooltip title={b.schemaTag}>{b.schemaVersion}</Tooltip>
        ),
    },
    {
      title: '表 / 行',
      key: 'rows',
      width: 120,
      align: 'right',
      render: (_, b) => `${b.tables} / ${b.rows.toLocaleString('zh-CN')}`,
    },
    {
      title: '耗时',
      key: 'durationMs',
      width: 90,
      align: 'right',
      render: (_, b) => (b.kind === 'uploaded' ? '—' : `${(b.durationMs / 1000).toFixed(1)} 秒`),
    },
    {
      title: '校验',
      key: 'verify',
      width: 110,
      render: (_, b) => (
        <Tooltip title={b.verifyMessage || undefined}>
          <Tag color={VERIFY[b.verifyStatus].color}>{VERIFY[b.verifyStatus].label}</Tag>
        </Tooltip>
      ),
    },
    { title: '创建人', key: 'createBy', width: 100, render: (_, b) => b.createBy },
  ];
}
