import {
  COMMAND_STATUS_LABELS,
  COMMAND_STATUSES,
  DEVICE_COMMAND_LABELS,
  DEVICE_COMMANDS,
  DEVICE_STATUS_LABELS,
  DEVICE_STATUSES,
} from '@coalsim/contract';
import { Input, Select } from 'antd';
import type { ReactNode } from 'react';

import { DateRangeFilter } from '../../../components/table-toolbar/date-range-filter';
import { useDict } from '../../../hooks/use-dict';
import { useDraft } from '../../../hooks/use-draft';
import type { ListFilterProps } from '../../../hooks/use-list-search';

const STATUS_OPTIONS = DEVICE_STATUSES.map((s) => ({ value: s, label: DEVICE_STATUS_LABELS[s] }));
export const COMMAND_OPTIONS = DEVICE_COMMANDS.map((c) => ({ value: c, label: DEVICE_COMMAND_LABELS[c] }));
const COMMAND_STATUS_OPTIONS = COMMAND_STATUSES.map((s) => ({ value: s, label: COMMAND_STATUS_LABELS[s] }));

export type DeviceFilterName = 'blurry' | 'room' | 'type' | 'status' | 'enterpriseId';
export type CommandFilterName = 'blurry' | 'command' | 'status' | 'createTime' | 'enterpriseId';

/**
 * The 实训室 box: typed text, so it is a draft committed on Enter or when the box is left (which
 * also happens on the way to 搜索), not a request per keystroke.
 */
function RoomFilter({ value, onCommit }: { value: string; onCommit: (room: string) => void }) {
  const [room, setRoom] = useDraft(value);
  const commit = () => {
    if (room.trim() !== value) onCommit(room);
  };
  return (
    <Input
      aria-label="实训室"
      placeholder="实训室"
      allowClear
      maxLength={50}
      style={{ width: 140 }}
      value={room}
      onChange={(e) => {
        setRoom(e.target.value);
        // The clear icon empties the box without a blur: the filter goes at once.
        if (e.type === 'click') onCommit('');
      }}
      onPressEnter={commit}
      onBlur={commit}
    />
  );
}

/**
 * A device list's filters: the keyword (name, serial, IP, location or room), then `between`
 * (the back office's enterprise), the room and the type when the table keeps them, and the status.
 */
export function DeviceFilters<F extends DeviceFilterName>({
  filters,
  search,
  keywordLabel = '搜索设备',
  between,
}: ListFilterProps<F> & { keywordLabel?: string; between?: ReactNode }) {
  const types = useDict('device_type');
  // A filter shows when the table keeps it (its key is then present), so only F's names are written.
  const values = filters as Partial<Record<DeviceFilterName, string[]>>;
  const change = search.change as (change: Partial<Record<DeviceFilterName, string>>) => void;
  return (
    <>
      <Input
        aria-label={keywordLabel}
        placeholder="名称、序列号、IP、位置或实训室"
        allowClear
        maxLength={100}
        value={search.blurry}
        onChange={(e) => search.setBlurry(e.target.value)}
        onPressEnter={search.search}
      />
      {between}
      {values.room && <RoomFilter value={values.room[0] ?? ''} onCommit={(room) => change({ room })} />}
      {values.type && (
        <Select
          aria-label="设备类型"
          placeholder="类型"
          allowClear
          style={{ minWidth: 130 }}
          value={values.type?.[0]}
          options={types.list.map((d) => ({ value: d.value, label: d.label }))}
          onChange={(type?: string) => change({ type })}
        />
      )}
      <Select
        aria-label="设备状态"
        placeholder="状态"
        allowClear
        style={{ minWidth: 110 }}
        value={values.status?.[0]}
        options={STATUS_OPTIONS}
        onChange={(status?: string) => change({ status })}
      />
    </>
  );
}

/** 指令记录's filters: the device (name or serial), `between`, the command, its state and when. */
export function CommandFilters<F extends CommandFilterName>({
  filters,
  search,
  between,
}: ListFilterProps<F> & { between?: ReactNode }) {
  const values = filters as Partial<Record<CommandFilterName, string[]>>;
  const change = search.change as (change: Partial<Record<CommandFilterName, string | string[]>>) => void;
  return (
    <>
      <Input
        aria-label="按设备筛选指令"
        placeholder="设备名称或序列号"
        allowClear
        maxLength={100}
        value={search.blurry}
        onChange={(e) => search.setBlurry(e.target.value)}
        onPressEnter={search.search}
      />
      {between}
      <Select
        aria-label="按指令筛选"
        placeholder="指令"
        allowClear
        style={{ minWidth: 120 }}
        value={values.command?.[0]}
        options={COMMAND_OPTIONS}
        onChange={(command?: string) => change({ command })}
      />
      <Select
        aria-label="按指令状态筛选"
        placeholder="状态"
        allowClear
        style={{ minWidth: 110 }}
        value={values.status?.[0]}
        options={COMMAND_STATUS_OPTIONS}
        onChange={(status?: string) => change({ status })}
      />
      {values.createTime && (
        <DateRangeFilter
          label="下发时间"
          value={values.createTime}
          onChange={(createTime) => change({ createTime })}
        />
      )}
    </>
  );
}
