import { ENTERPRISE_STATUS_LABELS, ENTERPRISE_STATUSES } from '@coalsim/contract';
import { Input, Select } from 'antd';

export type EnterpriseFilterName = 'blurry' | 'status' | 'province' | 'enabled';

/** The filters typed into a box: they apply on Enter or 搜索, not on every key. */
export interface EnterpriseDrafts {
  blurry: string;
  province: string;
}

const STATUS_OPTIONS = ENTERPRISE_STATUSES.map((value) => ({
  value,
  label: ENTERPRISE_STATUS_LABELS[value],
}));
const ENABLED_OPTIONS = [
  { value: 'true', label: '启用' },
  { value: 'false', label: '停用' },
];

interface EnterpriseFiltersProps {
  filters: Record<EnterpriseFilterName, string[]>;
  drafts: EnterpriseDrafts;
  onDraftChange: (change: Partial<EnterpriseDrafts>) => void;
  /** Enter in a text box: search with everything as typed. */
  onSearch: () => void;
  /** Choices apply at once, as in eladmin's CRUD toolbar. */
  onChange: (change: Partial<Record<EnterpriseFilterName, string | undefined>>) => void;
}

/** 企业管理's filters: name or code, 认证状态, 省份, 启用状态. */
export function EnterpriseFilters({
  filters,
  drafts,
  onDraftChange,
  onSearch,
  onChange,
}: EnterpriseFiltersProps) {
  return (
    <>
      <Input
        aria-label="搜索企业"
        placeholder="企业名称或信用代码"
        allowClear
        maxLength={100}
        value={drafts.blurry}
        onChange={(e) => onDraftChange({ blurry: e.target.value })}
        onPressEnter={onSearch}
      />
      <Select
        aria-label="认证状态"
        placeholder="认证状态"
        allowClear
        value={filters.status[0]}
        options={STATUS_OPTIONS}
        onChange={(value?: string) => onChange({ status: value })}
      />
      <Input
        aria-label="省份"
        placeholder="省份"
        allowClear
        maxLength={32}
        value={drafts.province}
        onChange={(e) => onDraftChange({ province: e.target.value })}
        onPressEnter={onSearch}
      />
      <Select
        aria-label="启用状态"
        placeholder="启用状态"
        allowClear
        value={filters.enabled[0]}
        options={ENABLED_OPTIONS}
        onChange={(value?: string) => onChange({ enabled: value })}
      />
    </>
  );
}
