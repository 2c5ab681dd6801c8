import { ControlOutlined } from '@ant-design/icons';
import type { AdminDeviceCommand, DeviceCommand } from '@coalsim/contract';
import { COMMAND_STATUS_LABELS } from '@coalsim/contract';
import { Button, Timeline, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { Key } from 'react';

import { LaunchUploadNote, refusalText } from '../../../components/launch-upload/launch-upload-note';
import { ListTable } from '../../../components/list-table/list-table';
import type {
  ListEmptyTexts,
  ListTableProps,
  ListTableState,
} from '../../../components/list-table/list-table';
import { useDraft } from '../../../hooks/use-draft';
import { formatDateTime } from '../../../lib/format-date-time';
import { commandLabel, CommandStatusTag } from './status-tags';

const EMPTY: ListEmptyTexts = {
  icon: <ControlOutlined />,
  failedTitle: '指令记录读取失败',
  noMatch: { title: '没有符合条件的指令', description: '换个指令或状态再查，或点“重置”查看全部记录。' },
  nothingYet: {
    title: '还没有下发过指令',
    description: '在上方选择设备和指令后点击“下发”，每台设备的指令会在这里从“排队中”走到“执行成功”。',
  },
};

/** What the command names: the software (and who trains), or the package's version. */
function what(c: DeviceCommand): string {
  const parts = [commandLabel(c.command)];
  if (c.soft) parts.push(c.package ? `${c.soft.name} ${c.package.version}` : c.soft.name);
  if (c.worker) parts.push(`学员 ${c.worker.name}`);
  else if (c.command === 'launch') parts.push('练习（未指定学员）');
  return parts.join(' · ');
}

/** Every transition with its time, oldest first; then, for a launch, an upload the platform refused. */
function Transitions({ command }: { command: DeviceCommand }) {
  const refused = command.upload && refusalText(command.upload);
  return (
    <Timeline
      items={[
        ...command.events.map((e) => ({
          content: `${formatDateTime(e.at)} ${COMMAND_STATUS_LABELS[e.status]}${e.detail ? `：${e.detail}` : ''}`,
        })),
        ...(refused ? [{ color: 'red', content: refused }] : []),
      ]}
    />
  );
}

interface CommandsTableProps<T extends DeviceCommand> {
  table: ListTableState;
  list: ListTableProps<T>['list'];
  density?: NonNullable<TableProps['size']>;
  /** Offered on queued commands; absent where the caller may not cancel. */
  onCancel?: (command: T) => void;
  /** The back office's list names whose device it is. */
  showEnterprise?: boolean;
  /** Rows shown with their transitions open (the commands just sent); the user may fold them. */
  opened?: readonly number[];
}

const NONE: readonly number[] = [];

/** 指令记录: each command's state, live; its transitions in the expanded row. */
export function CommandsTable<T extends DeviceCommand>({
  table,
  list,
  density = 'middle',
  onCancel,
  showEnterprise = false,
  opened = NONE,
}: CommandsTableProps<T>) {
  const [expanded, setExpanded] = useDraft<readonly Key[]>(opened);
  const columns: TableColumnsType<T> = [
    { title: '下发时间', key: 'createTime', width: 170, render: (_, c) => formatDateTime(c.createTime) },
    ...(showEnterprise
      ? [
          {
            title: '企业',
            key: 'enterprise',
            width: 160,
            render: (_: unknown, c: T) => (c as unknown as AdminDeviceCommand).enterprise.name,
          },
        ]
      : []),
    { title: '设备', key: 'device', width: 180, render: (_, c) => `${c.device.name}（${c.device.serial}）` },
    { title: '指令', key: 'command', width: 200, render: (_, c) => what(c) },
    { title: '状态', key: 'status', width: 100, render: (_, c) => <CommandStatusTag status={c.status} /> },
    { title: '下发次数', key: 'attempts', width: 90, align: 'right', render: (_, c) => c.attempts },
    {
      title: '设备回报',
      key: 'detail',
      width: 220,
      render: (_, c) => (
        <>
          <Typography.Text ellipsis={{ tooltip: c.detail }} style={{ maxWidth: 200 }}>
            {c.detail ?? '-'}
          </Typography.Text>
          {/* A launch's simulation reports later: what was kept, or why an upload was refused. */}
          {c.upload && <LaunchUploadNote upload={c.upload} />}
        </>
      ),
    },
    { title: '下发人', key: 'createdBy', width: 110, render: (_, c) => c.createdBy },
    ...(onCancel
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_: unknown, c: T) =>
              c.status === 'queued' ? (
                <Button type="link" size="small" aria-label={`取消指令 ${c.id}`} onClick={() => onCancel(c)}>
                  取消
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <ListTable<T>
      aria-label="指令记录"
      table={table}
      list={list}
      empty={EMPTY}
      size={density}
      columns={columns}
      rowKey="id"
      expandable={{
        expandedRowRender: (c) => <Transitions command={c} />,
        expandedRowKeys: expanded as Key[],
        onExpandedRowsChange: setExpanded,
      }}
    />
  );
}
