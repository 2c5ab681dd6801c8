import { DesktopOutlined, PlusOutlined } from '@ant-design/icons';
import type { Device, DeviceEnrolCode } from '@coalsim/contract';
import { Button, Card, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';

import { EnterpriseOnly } from '../../../components/enterprise-only/enterprise-only';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useDict } from '../../../hooks/use-dict';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf, useUrlTableState } from '../../../hooks/use-url-table-state';
import { useDeleteDevices } from '../api/delete-devices';
import { useDownloadDevices } from '../api/download-devices';
import { useEnrolDevice } from '../api/enrol-device';
import { useDevices } from '../api/get-devices';
import { deviceColumns } from '../components/device-columns';
import { DeviceEventsDrawer } from '../components/device-events-drawer';
import { DeviceFormModal } from '../components/device-form-modal';
import { EnrolDialog } from '../components/enrol-dialog';
import { DeviceFilters } from '../components/list-filters';

const FILTERS = ['blurry', 'room', 'type', 'status'] as const;
const TABLE_OPTIONS = { filters: FILTERS } as const;

const EMPTY: ListEmptyTexts = {
  icon: <DesktopOutlined />,
  failedTitle: '设备读取失败',
  noMatch: {
    title: '没有符合条件的设备',
    description: '换个名称、类型、实训室或状态再查，或点“重置”查看全部设备。',
  },
  nothingYet: {
    title: '还没有设备',
    description: '点击“新增”登记实训用的仿真设备，再点“接入”生成接入码，在设备上运行设备代理即可上线。',
  },
};

/** 设备管理: the enterprise's devices with their live status; enrol, edit, delete, export. */
function DeviceManager() {
  const feedback = useCrudFeedback();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const dialog = useFormDialog<Device>();
  const [enrolling, setEnrolling] = useState<{ device: Device; code: DeviceEnrolCode }>();
  const [history, setHistory] = useState<Device>();
  const types = useDict('device_type');
  const list = useDevices(table.query);
  const remove = useDeleteDevices();
  const download = useDownloadDevices();
  const enrol = useEnrolDevice();
  const filter = useListSearch(table, { refetch: list.refetch });

  const confirmDelete = (device: Device) =>
    feedback.confirmDelete(
      `确定删除设备“${device.name}”吗？它的指令记录会一并删除，设备代理将无法再连接。`,
      async () => {
        await remove.mutateAsync([device.id]);
        feedback.success('deleted');
      },
    );
  const startEnrol = async (device: Device) => {
    const code = await enrol.mutateAsync(device.id).catch(() => undefined);
    if (code) setEnrolling({ device, code });
  };

  const columns: TableColumnsType<Device> = [
    ...deviceColumns<Device>(types.label, table.sortOrderOf),
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_, d) => (
        <Space size={0}>
          <Button type="link" size="small" aria-label={`接入 ${d.name}`} onClick={() => void startEnrol(d)}>
            接入
          </Button>
          <Button type="link" size="small" aria-label={`上下线记录 ${d.name}`} onClick={() => setHistory(d)}>
            记录
          </Button>
          <Button type="link" size="small" aria-label={`编辑 ${d.name}`} onClick={() => dialog.show(d)}>
            编辑
          </Button>
          <Button
            type="link"
            size="small"
            danger
            aria-label={`删除 ${d.name}`}
            onClick={() => confirmDelete(d)}
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <TableToolbar
        filters={<DeviceFilters filters={table.filters} search={filter} />}
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          <>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dialog.show()}>
              新增
            </Button>
            <ExportButton
              exporting={download.isPending}
              onExport={() => download.mutate(exportQueryOf(table.query))}
            />
          </>
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <ListTable<Device>
        aria-label="设备"
        table={table}
        list={list}
        empty={EMPTY}
        size={density}
        columns={columns}
      />
      <DeviceFormModal key={dialog.key} open={dialog.open} device={dialog.record} onClose={dialog.close} />
      <EnrolDialog
        device={enrolling?.device}
        enrolment={enrolling?.code}
        onClose={() => setEnrolling(undefined)}
      />
      <DeviceEventsDrawer device={history} onClose={() => setHistory(undefined)} />
    </Card>
  );
}

export function DevicePage() {
  return (
    <EnterpriseOnly
      what="设备管理"
      description="企业用户在这里登记本企业实训用的仿真设备，生成接入码让设备代理上线，并查看设备的在线状态。"
    >
      <DeviceManager />
    </EnterpriseOnly>
  );
}
