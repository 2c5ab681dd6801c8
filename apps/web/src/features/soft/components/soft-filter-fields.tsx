import { SOFT_STATUS_LABELS, SOFT_STATUSES } from '@coalsim/contract';
import { Input, Select } from 'antd';

import type { Dict } from '../../../hooks/use-dict';

const STATUS_OPTIONS = SOFT_STATUSES.map((value) => ({ value, label: SOFT_STATUS_LABELS[value] }));

interface SoftFilterFieldsProps {
  /** The search box's accessible name (the vendor's and the back office's lists name it apart). */
  searchLabel: string;
  blurry: string;
  onBlurryChange: (value: string) => void;
  onSearch: () => void;
  status: string | undefined;
  category: string | undefined;
  categories: Dict['list'];
  /** A status or category picked (undefined: cleared). */
  onFilter: (change: { status?: string } | { category?: string }) => void;
}

/**
 * Name or summary, status and category: the filters of every list of managed software (应用管理
 * and 软件管理), one set so both read the same.
 */
export function SoftFilterFields(props: SoftFilterFieldsProps) {
  const { onFilter } = props;
  return (
    <>
      <Input
        aria-label={props.searchLabel}
        placeholder="软件名称或简介"
        allowClear
        maxLength={50}
        value={props.blurry}
        onChange={(e) => props.onBlurryChange(e.target.value)}
        onPressEnter={props.onSearch}
      />
      <Select
        aria-label="软件状态"
        placeholder="状态"
        allowClear
        value={props.status}
        options={STATUS_OPTIONS}
        onChange={(value?: string) => onFilter({ status: value })}
      />
      <Select
        aria-label="软件分类"
        placeholder="分类"
        allowClear
        value={props.category}
        options={props.categories.map((d) => ({ value: d.value, label: d.label }))}
        onChange={(value?: string) => onFilter({ category: value })}
      />
    </>
  );
}
