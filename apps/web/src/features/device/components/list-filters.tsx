import {
  COMMAND_STATUS_LABELS,
  COMMAND_STATUSES,
  DEVICE_COMMAND_LABELS,
  DEVICE_COMMANDS,
  DEVICE_STATUS_LABELS,
  DEVICE_STATUSES,
} from '@coalsim/contract';
import { Input, Select } from 'antd';

import { EnterpriseSelect } from '../../../components/search-select/search-select';
import { DateRangeFilter } from '../../../components/table-toolbar/date-range-filter';
import { useDict } from '../../../hooks/use-dict';
import { useDraft } from '../../../hooks/use-draft';
import type { ListFilterProps } from '../../../hooks/use-list-search';

const STATUS_OPTIONS = DEVICE_STATUSES.map((s) => ({ value: s, label: DEVICE_STATUS_LABELS[s] }));
export const COMMAND_OPTIONS = DEVICE_COMMANDS.map((c) => ({ value: c, label: DEVICE_COMMAND_LABELS[c] }));
const COMMAND_STATUS_OPTIONS = COMMAND_STATUSES.map((s) => ({ value: s, label: COMMAND_STATUS_LABELS[s] }));

export type DeviceFilterName = 'blurry' | 'room' | 'type' | 'status' | 'enterpriseId';
export type CommandFilterName = 'blurry' | 'command' | 'status' | 'createTime' | 'enterpriseId';

type Search = Pick<ListFilterProps<string>['search'], 'blurry' | 'setBlurry' | 'search'>;

/** The keyword box: a draft until 搜索 or Enter. */
function KeywordFilter({
  label,
  placeholder,
  search,
}: {
  label: string;
  placeholder: string;
  search: Search;
}) {
  return (
    <Input
      aria-label={label}
      placeholder={placeholder}
      allowClear
      maxLength={100}
      value={search.blurry}
      onChange={(e) => search.setBlurry(e.target.value)}
      onPressEnter={search.search}
    />
  );
}

/** One of a few values, applied when chosen. */
function ChoiceFilter({
  label,
  placeholder,
  width,
  value,
  options,
  onChange,
}: {
  label: string;
  placeholder: string;
  width: number;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
      allowClear
      style={{ minWidth: width }}
      value={value}
      options={options}
      onChange={(v?: string) => onChange(v)}
    />
  );
}

/** The back office's 所属企业, found by name as the user types. */
function EnterpriseFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id?: string) => void;
}) {
  return (
    <EnterpriseSelect
      aria-label="所属企业"
      placeholder="所属企业"
      style={{ minWidth: 200 }}
      value={value ? Number(value) : undefined}
      onChange={(id) => onChange(id ? String(id) : undefined)}
    />
  );
}

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
 * A device list's filters: the keyword (name, serial, IP, location or room), then each filter the
 * table keeps (its key is then present): 所属企业, 实训室, type, and the status.
 */
export function DeviceFilters<F extends DeviceFilterName>({
  filters,
  search,
  keywordLabel = '搜索设备',
}: ListFilterProps<F> & { keywordLabel?: string }) {
  const types = useDict('device_type');
  // Only present keys are read or written, so only F's names are: the casts spare a generic each.
  const values = filters as Partial<Record<DeviceFilterName, string[]>>;
  const change = search.change as (change: Partial<Record<DeviceFilterName, string>>) => void;
  return (
    <>
      <KeywordFilter label={keywordLabel} placeholder="名称、序列号、IP、位置或实训室" search={search} />
      {values.enterpriseId && (
        <EnterpriseFilter
          value={values.enterpriseId[0]}
          onChange={(enterpriseId) => change({ enterpriseId })}
        />
      )}
      {values.room && <RoomFilter value={values.room[0] ?? ''} onCommit={(room) => change({ room })} />}
      {values.type && (
        <ChoiceFilter
          label="设备类型"
          placeholder="类型"
          width={130}
          value={values.type[0]}
          options={types.list.map((d) => ({ value: d.value, label: d.label }))}
          onChange={(type) => change({ type })}
        />
      )}
      <ChoiceFilter
        label="设备状态"
        placeholder="状态"
        width={110}
        value={values.status?.[0]}
        options={STATUS_OPTIONS}
        onChange={(status) => change({ status })}
      />
    </>
  );
}

/** 指令记录's filters: the device (name or serial), 所属企业 where kept, the command, its state and when. */
export function CommandFilters<F extends CommandFilterName>({ filters, search }: ListFilterProps<F>) {
  const values = filters as Partial<Record<CommandFilterName, string[]>>;
  const change = search.change as (change: Partial<Record<CommandFilterName, string | string[]>>) => void;
  return (
    <>
      <KeywordFilter label="按设备筛选指令" placeholder="设备名称或序列号" search={search} />
      {values.enterpriseId && (
        <EnterpriseFilter
          value={values.enterpriseId[0]}
          onChange={(enterpriseId) => change({ enterpriseId })}
        />
      )}
      <ChoiceFilter
        label="按指令筛选"
        placeholder="指令"
        width={120}
        value={values.command?.[0]}
        options={COMMAND_OPTIONS}
        onChange={(command) => change({ command })}
      />
      <ChoiceFilter
        label="按指令状态筛选"
        placeholder="状态"
        width={110}
        value={values.status?.[0]}
        options={COMMAND_STATUS_OPTIONS}
        onChange={(status) => change({ status })}
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
