import { TRAIN_RECORD_SOURCE_LABELS, TRAIN_RECORD_SOURCES } from '@coalsim/contract';
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';

import type { ListFilterProps } from '../../../hooks/use-list-search';
import { TrainSoftFilter } from './train-soft-filter';

export type RecordFilterName = 'blurry' | 'softId' | 'source' | 'passed' | 'from' | 'to';

const SOURCE_OPTIONS = TRAIN_RECORD_SOURCES.map((s) => ({ value: s, label: TRAIN_RECORD_SOURCE_LABELS[s] }));
const PASSED_OPTIONS = [
  { value: 'true', label: '合格' },
  { value: 'false', label: '不合格' },
];

type RecordFiltersProps = ListFilterProps<RecordFilterName>;

/** A day of the URL's `from`/`to` (ms), or null when the value is not one. */
function dayOf(ms: string | undefined) {
  const n = Number(ms);
  return ms && Number.isSafeInteger(n) && n >= 0 ? dayjs(n) : null;
}

/** 培训记录's filters: name or 工号, software, source, result, and the days the sessions started. */
export function RecordFilters({ filters, search }: RecordFiltersProps) {
  const from = dayOf(filters.from[0]);
  const to = dayOf(filters.to[0]);
  return (
    <>
      <Input
        aria-label="搜索员工"
        placeholder="姓名或工号"
        allowClear
        maxLength={50}
        value={search.blurry}
        onChange={(e) => search.setBlurry(e.target.value)}
        onPressEnter={search.search}
      />
      <TrainSoftFilter value={filters.softId[0]} onChange={(softId) => search.change({ softId })} />
      <Select
        aria-label="记录来源"
        placeholder="来源"
        allowClear
        style={{ minWidth: 110 }}
        value={filters.source[0]}
        options={SOURCE_OPTIONS}
        onChange={(value?: string) => search.change({ source: value })}
      />
      <Select
        aria-label="是否合格"
        placeholder="是否合格"
        allowClear
        style={{ minWidth: 110 }}
        value={filters.passed[0]}
        options={PASSED_OPTIONS}
        onChange={(value?: string) => search.change({ passed: value })}
      />
      <DatePicker.RangePicker
        aria-label="开始时间"
        placeholder={['开始日期起', '开始日期止']}
        value={from && to ? [from, to] : null}
        allowClear
        onChange={(dates) => {
          const [start, end] = dates ?? [];
          search.change(
            start && end
              ? { from: String(start.startOf('day').valueOf()), to: String(end.endOf('day').valueOf()) }
              : { from: undefined, to: undefined },
          );
        }}
      />
    </>
  );
}
