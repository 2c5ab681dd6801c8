import type { Role } from '@coalsim/contract';
import { Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';

import { editDeleteColumn } from '../../../../components/edit-delete-column/edit-delete-column';
import { useCheckPermission } from '../../../../components/permission/permission';
import type { TableDensity } from '../../../../components/table-toolbar/table-toolbar';
import { formatDateTime } from '../../../../lib/format-date-time';
import { SYSTEM_PERMISSIONS } from '../../utils/system-permissions';

interface RolesTableProps {
  rows: Role[];
  loading: boolean;
  density: TableDensity;
  table: Pick<TableProps<Role>, 'pagination' | 'onChange'>;
  sortOrderOf: (field: string) => TableColumnsType<Role>[number]['sortOrder'];
  /** The role whose menus the panel beside shows. */
  chosen: number | undefined;
  onChoose: (role: Role) => void;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}

/** 角色管理's list: choosing a row (its radio or a click) opens its menus on the right. */
export function RolesTable({
  rows,
  loading,
  density,
  table,
  sortOrderOf,
  chosen,
  onChoose,
  onEdit,
  onDelete,
}: RolesTableProps) {
  const can = useCheckPermission();
  const hasActions = can(SYSTEM_PERMISSIONS.roles.edit) || can(SYSTEM_PERMISSIONS.roles.del);
  const columns: TableColumnsType<Role> = [
    {
      title: '名称',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: sortOrderOf('name'),
      width: 140,
    },
    {
      title: '级别',
      dataIndex: 'level',
      key: 'level',
      sorter: true,
      sortOrder: sortOrderOf('level'),
      width: 90,
      align: 'center',
    },
    {
      title: '描述',
      dataIndex: 'description',
      key: 'description',
      ellipsis: true,
      render: (v: string | null) => v ?? '-',
    },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      key: 'createTime',
      sorter: true,
      sortOrder: sortOrderOf('createTime'),
      width: 170,
      render: formatDateTime,
    },
  ];
  if (hasActions) {
    columns.push(
      editDeleteColumn({
        nameOf: (row) => row.name,
        permissions: SYSTEM_PERMISSIONS.roles,
        onEdit,
        onDelete,
      }),
    );
  }

  return (
    <Table<Role>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      size={density}
      scroll={{ x: 640 }}
      {...table}
      rowSelection={{
        type: 'radio',
        selectedRowKeys: chosen === undefined ? [] : [chosen],
        onChange: (_keys, selected) => selected[0] && onChoose(selected[0]),
        getCheckboxProps: (row) => ({ 'aria-label': `选择 ${row.name}` }),
      }}
      onRow={(row) => ({ onClick: () => onChoose(row), style: { cursor: 'pointer' } })}
    />
  );
}
