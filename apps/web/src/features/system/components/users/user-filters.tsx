import { Select } from 'antd';

import { useCheckPermission } from '../../../../components/permission/permission';
import { DateRangeFilter } from '../../../../components/table-toolbar/date-range-filter';
import { SearchBox } from '../../../../components/table-toolbar/search-box';
import { useDict } from '../../../../hooks/use-dict';
import type { ListFilterProps } from '../../../../hooks/use-list-search';
import { useAllRoles } from '../../api/roles/get-all-roles';
import { SYSTEM_PERMISSIONS } from '../../utils/system-permissions';
import { USER_STATUS_DICT } from './users-table';

export type UserFilterName = 'blurry' | 'enabled' | 'createTime' | 'roleId';

type UserFiltersProps = ListFilterProps<UserFilterName>;

/** 用户管理's filters: text, 状态 (user_status dictionary), 创建时间, 角色. */
export function UserFilters({ filters, search }: UserFiltersProps) {
  const status = useDict(USER_STATUS_DICT);
  // Without these the server refuses the role list, and a refusal would leave the page.
  const canChooseRoles = useCheckPermission()(SYSTEM_PERMISSIONS.roleChoices);
  const roles = useAllRoles(canChooseRoles);

  return (
    <>
      <SearchBox
        label="搜索用户"
        placeholder="用户名、昵称、邮箱或电话"
        value={search.blurry}
        onChange={search.setBlurry}
        onSearch={search.search}
      />
      <Select
        aria-label="状态"
        placeholder="状态"
        allowClear
        value={filters.enabled[0]}
        options={status.list.map((d) => ({ value: d.value, label: d.label }))}
        onChange={(value?: string) => search.change({ enabled: value })}
      />
      <DateRangeFilter
        value={filters.createTime}
        onChange={(value) => search.change({ createTime: value })}
      />
      {canChooseRoles && (
        <Select
          aria-label="角色"
          placeholder="角色"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.roleId[0] ? Number(filters.roleId[0]) : undefined}
          loading={roles.isLoading}
          options={roles.data?.map((r) => ({ value: r.id, label: r.name }))}
          onChange={(value?: number) =>
            search.change({ roleId: value === undefined ? undefined : String(value) })
          }
        />
      )}
    </>
  );
}
