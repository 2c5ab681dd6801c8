import { Select } from 'antd';
import { useEffect, useState } from 'react';

import { useWorkerSearch } from './search-workers';

/** A chosen worker with the label it was chosen by, so the field can name it without a lookup. */
export interface WorkerChoice {
  value: number;
  label: string;
}

/** `张三（E001）`. */
export const workerLabel = (w: { name: string; employeeNo: string }) => `${w.name}（${w.employeeNo}）`;

/** Waits for the typing to pause before asking the server again. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface WorkerSelectProps<M extends boolean> {
  multiple: M;
  value?: (M extends true ? WorkerChoice[] : WorkerChoice) | null;
  onChange?: (value: (M extends true ? WorkerChoice[] : WorkerChoice) | null) => void;
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
}

/**
 * Staff in service, searched on the server by name, phone or 工号 (`api/center/worker?blurry=`).
 * Values carry their labels (antd's labelInValue), so a saved choice shows its name at once.
 */
export function WorkerSelect<M extends boolean>({
  multiple,
  value,
  onChange,
  id,
  'aria-label': ariaLabel,
  placeholder = '输入姓名或工号查找员工',
}: WorkerSelectProps<M>) {
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const blurry = useDebounced(typed.trim(), 300);
  const { data, isFetching } = useWorkerSearch(blurry, open);
  const options = (data ?? []).map((w) => ({ value: w.id, label: workerLabel(w) }));
  return (
    <Select<WorkerChoice | WorkerChoice[]>
      id={id}
      aria-label={ariaLabel}
      mode={multiple ? 'multiple' : undefined}
      labelInValue
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      allowClear
      placeholder={placeholder}
      loading={isFetching}
      notFoundContent={isFetching ? '查找中…' : '没有找到在职员工'}
      value={value ?? undefined}
      options={options}
      onOpenChange={setOpen}
      onChange={(next) => {
        // antd's labelInValue gives the option's label as a node; ours are strings.
        const clean = (c: WorkerChoice) => ({ value: c.value, label: String(c.label) });
        const out = Array.isArray(next) ? next.map(clean) : next ? clean(next) : null;
        onChange?.(out as Parameters<NonNullable<typeof onChange>>[0]);
      }}
    />
  );
}
