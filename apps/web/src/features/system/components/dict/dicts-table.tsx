import type { Dict } from '@coalsim/contract';
import { Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';

import { editDeleteColumn } from '../../../../components/edit-delete-column/edit-delete-column';
import { useCheckPermission } from '../../../../components/permission/permission';
import type { TableDensity } from '../../../../components/table-toolbar/table-toolbar';
import { formatDateTime } from '../../../../lib/format-date-time';
import { SYSTEM_PERMISSIONS } from '../../utils/system-permissions';

interface DictsTableProps {
  rows: Dict[];
  loading: boolean;
  density: TableDensity;
  table: Pick<TableProps<Dict>, 'pagination' | 'onChange'>;
  sortOrderOf: (field: string) => TableColumnsType<Dict>[number]['sortOrder'];
  chosen: string | undefined;
  onChoose: (dict: Dict) => void;
  onEdit: (dict: Dict) => void;
  onDelete: (dict: Dict) => void;
}

/** 字典管理's list: choosing a row (its radio or a click) opens its choices on the right. */
export function DictsTable({
  rows,
  loading,
  density,
  table,
  sortOrderOf,
  chosen,
  onChoose,
  onEdit,
  onDelete,
}: DictsTableProps) {
  const can = useCheckPermission();
  const columns: TableColumnsType<Dict> = [
    {
      title: '名称',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: sortOrderOf('name'),
      width: 160,
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
  if (can(SYSTEM_PERMISSIONS.dict.edit) || can(SYSTEM_PERMISSIONS.dict.del)) {
    columns.push(
      editDeleteColumn({ nameOf: (row) => row.name, permissions: SYSTEM_PERMISSIONS.dict, onEdit, onDelete }),
    );
  }

  return (
    <Table<Dict>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      size={density}
      scroll={{ x: 520 }}
      {...table}
      rowSelection={{
        type: 'radio',
        selectedRowKeys: rows.filter((r) => r.name === chosen).map((r) => r.id),
        onChange: (_keys, selected) => selected[0] && onChoose(selected[0]),
        getCheckboxProps: (row) => ({ 'aria-label': `选择 ${row.name}` }),
      }}
      onRow={(row) => ({ onClick: () => onChoose(row), style: { cursor: 'pointer' } })}
    />
  );
}
