import { BookOutlined } from '@ant-design/icons';
import type { Dict } from '@coalsim/contract';
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
  icon: <BookOutlined />,
  failedTitle: '字典列表读取失败',
  noMatch: { title: '没有符合条件的字典', description: '换个名称或描述再查，或点“重置”查看全部字典。' },
  nothingYet: { title: '暂无字典', description: '点击“新增”创建字典，再在右侧维护它的选项。' },
};

interface DictsTableProps {
  table: SortedListTableState;
  list: ListTableProps<Dict>['list'];
  density: TableDensity;
  chosen: string | undefined;
  onChoose: (dict: Dict) => void;
  onEdit: (dict: Dict) => void;
  onDelete: (dict: Dict) => void;
}

/** 字典管理's list: choosing a row (its radio or a click) opens its choices on the right. */
export function DictsTable({ table, list, density, chosen, onChoose, onEdit, onDelete }: DictsTableProps) {
  const can = useCheckPermission();
  const columns: TableColumnsType<Dict> = [
    {
      title: '名称',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: table.sortOrderOf('name'),
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
      sortOrder: table.sortOrderOf('createTime'),
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
    <ListTable<Dict>
      aria-label="字典列表"
      table={table}
      list={list}
      empty={EMPTY}
      columns={columns}
      size={density}
      selection={{
        type: 'radio',
        selected: (list.data?.content ?? []).filter((r) => r.name === chosen).map((r) => r.id),
        onSelect: (_ids, [dict]) => dict && onChoose(dict),
        labelOf: (row) => row.name,
      }}
      onRow={(row) => ({ onClick: () => onChoose(row), style: { cursor: 'pointer' } })}
    />
  );
}
