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

import { useDict } from '../../../hooks/use-dict';
import type { ListFilterProps } from '../../../hooks/use-list-search';

const STATUS_OPTIONS = DEVICE_STATUSES.map((s) => ({ value: s, label: DEVICE_STATUS_LABELS[s] }));
const COMMAND_OPTIONS = DEVICE_COMMANDS.map((c) => ({ value: c, label: DEVICE_COMMAND_LABELS[c] }));
const COMMAND_STATUS_OPTIONS = COMMAND_STATUSES.map((s) => ({ value: s, label: COMMAND_STATUS_LABELS[s] }));

/**
 * A device list's filters: the keyword (name, serial, IP, location or room), then `between`
 * (the back office's enterprise), the type when the list has it, and the status.
 */
export function DeviceFilters<F extends 'blurry' | 'status' | 'type' | 'enterpriseId'>({
  filters,
  search,
  keywordLabel = '搜索设备',
  withType = true,
  between,
}: ListFilterProps<F> & { keywordLabel?: string; withType?: boolean; between?: ReactNode }) {
  const types = useDict('device_type');
  const values = filters as Record<string, string[] | undefined>;
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
      {withType && (
        <Select
          aria-label="设备类型"
          placeholder="类型"
          allowClear
          style={{ minWidth: 130 }}
          value={values.type?.[0]}
          options={types.list.map((d) => ({ value: d.value, label: d.label }))}
          onChange={(type?: string) => search.change({ type } as never)}
        />
      )}
      <Select
        aria-label="设备状态"
        placeholder="状态"
        allowClear
        style={{ minWidth: 110 }}
        value={values.status?.[0]}
        options={STATUS_OPTIONS}
        onChange={(status?: string) => search.change({ status } as never)}
      />
    </>
  );
}

/** 指令记录's filters: the device (name or serial), `between`, the command and its state. */
export function CommandFilters<F extends 'blurry' | 'command' | 'status' | 'enterpriseId'>({
  filters,
  search,
  between,
}: ListFilterProps<F> & { between?: ReactNode }) {
  const values = filters as Record<string, string[] | undefined>;
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
        onChange={(command?: string) => search.change({ command } as never)}
      />
      <Select
        aria-label="按指令状态筛选"
        placeholder="状态"
        allowClear
        style={{ minWidth: 110 }}
        value={values.status?.[0]}
        options={COMMAND_STATUS_OPTIONS}
        onChange={(status?: string) => search.change({ status } as never)}
      />
    </>
  );
}
