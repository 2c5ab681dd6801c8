import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { Role } from '@coalsim/contract';
import type { TableColumnsType } from 'antd';

import { editDeleteColumn } from '../../../../components/edit-delete-column/edit-delete-column';
import { ListTable } from '../../../../components/list-table/list-table';
import type {
  ListEmptyTexts,
  ListTableProps,
  SortedListTableState,
} from '../../../../components/list-table/list-table';
import { useCheckPermission } from '../../../../components/permission/permission';
import type { TableDensity } from '../../../../components/table-toolbar/table-toolbar';
import { formatDateTime } from '../../../../lib/format-date-time';
import { SYSTEM_PERMISSIONS } from '../../utils/system-permissions';

const EMPTY: ListEmptyTexts = {
  icon: <SafetyCertificateOutlined />,
  failedTitle: '角色列表读取失败',
  noMatch: {
    title: '没有符合条件的角色',
    description: '换个名称、描述或创建时间再查，或点“重置”查看全部角色。',
  },
  nothingYet: { title: '暂无角色', description: '点击“新增”创建角色，再在右侧为它分配菜单和按钮。' },
};

interface RolesTableProps {
  table: SortedListTableState;
  list: ListTableProps<Role>['list'];
  density: TableDensity;
  /** The role whose menus the panel beside shows. */
  chosen: number | undefined;
  onChoose: (role: Role) => void;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}

/** 角色管理's list: choosing a row (its radio or a click) opens its menus on the right. */
export function RolesTable({ table, list, density, chosen, onChoose, onEdit, onDelete }: RolesTableProps) {
  const can = useCheckPermission();
  const hasActions = can(SYSTEM_PERMISSIONS.roles.edit) || can(SYSTEM_PERMISSIONS.roles.del);
  const columns: TableColumnsType<Role> = [
    {
      title: '名称',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: table.sortOrderOf('name'),
      width: 140,
    },
    {
      title: '级别',
      dataIndex: 'level',
      key: 'level',
      sorter: true,
      sortOrder: table.sortOrderOf('level'),
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
      sortOrder: table.sortOrderOf('createTime'),
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
    <ListTable<Role>
      aria-label="角色列表"
      table={table}
      list={list}
      empty={EMPTY}
      columns={columns}
      size={density}
      selection={{
        type: 'radio',
        selected: chosen === undefined ? [] : [chosen],
        onSelect: (_ids, [role]) => role && onChoose(role),
        labelOf: (row) => row.name,
      }}
      onRow={(row) => ({ onClick: () => onChoose(row), style: { cursor: 'pointer' } })}
    />
  );
}
