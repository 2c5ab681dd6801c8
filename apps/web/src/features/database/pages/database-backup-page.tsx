import { CloudUploadOutlined, SaveOutlined } from '@ant-design/icons';
import { permissions, SUPER_ADMIN, type DatabaseBackup, type RestoreResult } from '@coalsim/contract';
import { App, Button, Card, Select, Space, Upload } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';

import { ListTable } from '../../../components/list-table/list-table';
import { PasswordConfirmModal } from '../../../components/password-confirm/password-confirm-modal';
import { Permission, useCheckPermission } from '../../../components/permission/permission';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { useCreateBackup } from '../api/create-backup';
import { useDeleteBackups } from '../api/delete-backups';
import { useDownloadBackup } from '../api/download-backup';
import { useBackupSchedule } from '../api/get-backup-schedule';
import { useBackups } from '../api/get-backups';
import { useRestoreBackup } from '../api/restore-backup';
import { useUploadRestore } from '../api/upload-restore';
import { backupColumns, KIND_LABELS } from '../components/backup-columns';
import { backupEmptyTexts } from '../components/backup-empty-texts';
import { BackupScheduleCard } from '../components/backup-schedule-card';
import { RestoreConfirmModal } from '../components/restore-confirm-modal';

const TABLE_OPTIONS = { filters: ['kind'] } as const;

/** What is about to be restored: a backup of the list, or a file from this computer. */
type Target = { kind: 'backup'; backup: DatabaseBackup } | { kind: 'file'; file: File };

/** A backup holds every password hash and every enterprise's data: why the password is asked. */
const HOLDS_EVERYTHING = '备份含有全部账号的密码摘要和所有企业的数据';

/**
 * 数据库备份 (tools/database/index): backups with their check, taken now or on a schedule,
 * downloaded, deleted, and restored — from the list or from a file. Downloading, restoring and
 * deleting need 备份恢复 (database:edit) and the password typed again; a restore a typed word too.
 */
export function DatabaseBackupPage() {
  const { message } = App.useApp();
  const feedback = useCrudFeedback();
  const may = useCheckPermission();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const [target, setTarget] = useState<Target | null>(null);
  const [downloading, setDownloading] = useState<DatabaseBackup | null>(null);
  const [deleting, setDeleting] = useState<DatabaseBackup | null>(null);
  const list = useBackups(table.query);
  // The card above asks the same: one request, and the empty list names the schedule it shows.
  const schedule = useBackupSchedule();
  const create = useCreateBackup();
  const remove = useDeleteBackups();
  const download = useDownloadBackup();
  const restore = useRestoreBackup();
  const uploadRestore = useUploadRestore();
  const restoring = restore.isPending || uploadRestore.isPending;

  const restored = (r: RestoreResult) => {
    setTarget(null);
    // Whoever signed in after the backup (perhaps this user) must sign in again: say so here.
    const ended = r.endedSessions > 0 ? `；备份之后登录的 ${r.endedSessions} 个会话已结束，需重新登录` : '';
    void message.success(
      `已恢复 ${r.tables} 张表、${r.rows} 行数据，用时 ${(r.durationMs / 1000).toFixed(1)} 秒${ended}`,
    );
  };
  /** Rejects on a refusal, so the dialog stays open to show it (a wrong password, say). */
  const startRestore = async (password: string) => {
    if (!target) return;
    restored(
      target.kind === 'backup'
        ? await restore.mutateAsync({ id: target.backup.id, password })
        : await uploadRestore.mutateAsync({ file: target.file, password }),
    );
  };
  const mayEdit = may([SUPER_ADMIN, permissions.database.edit]);
  const mayDelete = mayEdit && may([SUPER_ADMIN, permissions.database.del]);

  const actions: TableColumnsType<DatabaseBackup> = [
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, b) => (
        <Space size={0}>
          {mayEdit && (
            <Button
              type="link"
              size="small"
              aria-label={`下载 ${b.fileName}`}
              onClick={() => setDownloading(b)}
            >
              下载
            </Button>
          )}
          {mayEdit && (
            <Button
              type="link"
              size="small"
              aria-label={`恢复 ${b.fileName}`}
              disabled={
                b.verifyStatus === 'failed' || b.schemaVersion > (list.data?.schemaVersion ?? Infinity)
              }
              onClick={() => setTarget({ kind: 'backup', backup: b })}
            >
              恢复
            </Button>
          )}
          {mayDelete && (
            <Button
              type="link"
              size="small"
              danger
              aria-label={`删除 ${b.fileName}`}
              onClick={() => setDeleting(b)}
            >
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
      <BackupScheduleCard />
      <Card variant="borderless">
        <TableToolbar
          filters={
            <Select
              aria-label="备份方式"
              placeholder="备份方式"
              allowClear
              style={{ minWidth: 140 }}
              value={table.filters.kind[0]}
              options={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
              onChange={(kind?: string) => table.setFilters({ kind })}
            />
          }
          onSearch={() => void list.refetch()}
          onReset={table.reset}
          actions={
            <>
              <Permission value={[SUPER_ADMIN, permissions.database.add]}>
                <Button
                  type="primary"
                  icon={<SaveOutlined aria-hidden />}
                  loading={create.isPending}
                  onClick={() =>
                    create.mutate(undefined, {
                      onSuccess: (b) =>
                        void message.success(
                          b.verifyStatus === 'passed'
                            ? '备份完成，校验通过'
                            : `备份完成，但校验未通过：${b.verifyMessage}`,
                        ),
                    })
                  }
                >
                  立即备份
                </Button>
              </Permission>
              <Permission value={[SUPER_ADMIN, permissions.database.edit]}>
                <Upload
                  accept=".zip,application/zip"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    setTarget({ kind: 'file', file });
                    return false;
                  }}
                >
                  <Button icon={<CloudUploadOutlined aria-hidden />}>上传备份并恢复</Button>
                </Upload>
              </Permission>
            </>
          }
          density={density}
          onDensityChange={setDensity}
          onRefresh={() => void list.refetch()}
          refreshing={list.isFetching}
        />
        <ListTable<DatabaseBackup>
          aria-label="数据库备份"
          table={table}
          list={list}
          empty={backupEmptyTexts(schedule.data)}
          size={density}
          columns={[...backupColumns(list.data?.schemaVersion), ...actions]}
        />
      </Card>
      <RestoreConfirmModal
        open={target !== null}
        what={
          target?.kind === 'backup' ? `备份 ${target.backup.fileName}` : `文件 ${target?.file.name ?? ''}`
        }
        pending={restoring}
        onConfirm={startRestore}
        onCancel={() => !restoring && setTarget(null)}
      />
      <PasswordConfirmModal
        open={downloading !== null}
        title="下载备份"
        okText="下载"
        warning={`${HOLDS_EVERYTHING}，请妥善保管下载的文件`}
        details={downloading ? `将下载 ${downloading.fileName}（浏览器直接保存，不占用页面内存）` : undefined}
        pending={download.isPending}
        onConfirm={async (password) => {
          await download.mutateAsync({ backup: downloading!, password });
          setDownloading(null);
        }}
        onCancel={() => setDownloading(null)}
      />
      <PasswordConfirmModal
        open={deleting !== null}
        title="删除备份"
        okText="删除"
        danger
        warning={deleting ? `确定删除备份 ${deleting.fileName} 吗？存储服务中的备份文件会一并删除。` : ''}
        pending={remove.isPending}
        onConfirm={async (password) => {
          await remove.mutateAsync({ ids: [deleting!.id], password });
          setDeleting(null);
          feedback.success('deleted');
        }}
        onCancel={() => setDeleting(null)}
      />
    </Space>
  );
}
