import { CloudUploadOutlined, UploadOutlined } from '@ant-design/icons';
import { permissions, SUPER_ADMIN, type DeployPackage } from '@coalsim/contract';
import { Button, Card, Input, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';

import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { Permission, useCheckPermission } from '../../../components/permission/permission';
import { PublishedSoftSelect } from '../../../components/search-select/search-select';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useListSearch } from '../../../hooks/use-list-search';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { formatDateTime } from '../../../lib/format-date-time';
import { useDeleteDeployPackages } from '../api/delete-deploy-packages';
import { useDeployPackages } from '../api/get-deploy-packages';
import { packageSize } from '../components/package-size';
import { PackageUploadModal } from '../components/package-upload-modal';

const TABLE_OPTIONS = { filters: ['blurry', 'softId'] } as const;

const EMPTY: ListEmptyTexts = {
  icon: <CloudUploadOutlined />,
  failedTitle: '部署包读取失败',
  noMatch: {
    title: '没有符合条件的部署包',
    description: '换个软件名称、版本或文件名再查，或点“重置”查看全部。',
  },
  nothingYet: {
    title: '还没有部署包',
    description:
      '点击“上传”为已上架的软件上传新版本的 zip 包；获得授权的企业可在“设备控制”中把它更新到设备上。',
  },
};

/** 部署管理: simulation packages with their sha256, rolled out to devices as update commands. */
export function DeployAdminPage() {
  const feedback = useCrudFeedback();
  const may = useCheckPermission();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const [uploading, setUploading] = useState(false);
  const list = useDeployPackages(table.query);
  const remove = useDeleteDeployPackages();
  const filter = useListSearch(table, { refetch: list.refetch });
  const softId = table.filters.softId[0];
  const columns: TableColumnsType<DeployPackage> = [
    { title: '软件', key: 'soft', render: (_, p) => p.soft.name },
    { title: '版本', key: 'version', width: 110, render: (_, p) => p.version },
    { title: '文件', key: 'fileName', width: 200, render: (_, p) => p.fileName },
    { title: '大小', key: 'size', width: 100, align: 'right', render: (_, p) => packageSize(p.size) },
    {
      title: 'SHA-256',
      key: 'sha256',
      width: 170,
      render: (_, p) => (
        <Typography.Text code copyable={{ text: p.sha256 }}>
          {p.sha256.slice(0, 12)}…
        </Typography.Text>
      ),
    },
    { title: '说明', key: 'description', render: (_, p) => p.description || '-' },
    { title: '上传人', key: 'createBy', width: 110, render: (_, p) => p.createBy },
    { title: '上传时间', key: 'createTime', width: 170, render: (_, p) => formatDateTime(p.createTime) },
    ...(may([SUPER_ADMIN, permissions.deploy.del])
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_: unknown, p: DeployPackage) => (
              <Button
                type="link"
                size="small"
                danger
                aria-label={`删除 ${p.soft.name} ${p.version}`}
                onClick={() =>
                  feedback.confirmDelete(
                    `确定删除 ${p.soft.name} ${p.version} 的部署包吗？尚未执行的更新指令会失败。`,
                    async () => {
                      await remove.mutateAsync([p.id]);
                      feedback.success('deleted');
                    },
                  )
                }
              >
                删除
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card variant="borderless">
      <TableToolbar
        filters={
          <>
            <Input
              aria-label="搜索部署包"
              placeholder="软件名称、版本或文件名"
              allowClear
              maxLength={100}
              value={filter.blurry}
              onChange={(e) => filter.setBlurry(e.target.value)}
              onPressEnter={filter.search}
            />
            <PublishedSoftSelect
              aria-label="按软件筛选"
              placeholder="软件"
              style={{ minWidth: 200 }}
              value={softId ? Number(softId) : undefined}
              onChange={(id) => filter.change({ softId: id ? String(id) : undefined })}
            />
          </>
        }
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          <Permission value={[SUPER_ADMIN, permissions.deploy.add]}>
            <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={() => setUploading(true)}>
              上传
            </Button>
          </Permission>
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <ListTable<DeployPackage>
        aria-label="部署包"
        table={table}
        list={list}
        empty={EMPTY}
        size={density}
        columns={columns}
      />
      <PackageUploadModal open={uploading} onClose={() => setUploading(false)} />
    </Card>
  );
}
