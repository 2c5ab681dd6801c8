import { MenuOutlined } from '@ant-design/icons';
import { MENU_TYPE } from '@coalsim/contract';
import type { Menu } from '@coalsim/contract';
import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';

import { editDeleteColumn } from '../../../../components/edit-delete-column/edit-delete-column';
import { ListTable } from '../../../../components/list-table/list-table';
import type {
  ListEmptyTexts,
  ListTableProps,
  SortedListTableState,
} from '../../../../components/list-table/list-table';
import { MenuIcon } from '../../../../components/menu-icon/menu-icon';
import { useCheckPermission } from '../../../../components/permission/permission';
import type { TableDensity } from '../../../../components/table-toolbar/table-toolbar';
import { formatDateTime } from '../../../../lib/format-date-time';
import { useLazyMenuChildren } from '../../api/menus/get-lazy-menus';
import { SYSTEM_PERMISSIONS } from '../../utils/system-permissions';
import styles from './menus.module.css';

type MenuRow = Menu & { children?: MenuRow[] };

const TYPE_TAGS: Record<number, { label: string; color: string }> = {
  [MENU_TYPE.directory]: { label: '目录', color: 'blue' },
  [MENU_TYPE.page]: { label: '菜单', color: 'green' },
  [MENU_TYPE.button]: { label: '按钮', color: 'orange' },
};

const yesNo = (value: boolean) => (value ? <Tag color="processing">是</Tag> : <Tag>否</Tag>);

/** Rows with children get an (empty until loaded) children list, which gives them an expander. */
function withChildren(menus: Menu[], byParent: ReadonlyMap<number, Menu[]>): MenuRow[] {
  return menus.map((m) => {
    if (!m.hasChildren) return m;
    const loaded = byParent.get(m.id);
    return { ...m, children: loaded ? withChildren(loaded, byParent) : [] };
  });
}

const EMPTY: ListEmptyTexts = {
  icon: <MenuOutlined />,
  failedTitle: '菜单读取失败',
  noMatch: {
    title: '没有符合条件的菜单',
    description: '换个标题、组件、权限标识或创建时间再查，或点“重置”查看全部菜单。',
  },
  nothingYet: { title: '暂无菜单', description: '点击“新增”创建目录、菜单或按钮。' },
};

interface MenusTableProps {
  table: SortedListTableState;
  list: ListTableProps<Menu>['list'];
  density: TableDensity;
  onEdit: (menu: Menu) => void;
  onDelete: (menu: Menu) => void;
}

/**
 * 菜单管理's tree table: the listed menus, each level below loaded when it is opened
 * (`api/menus/lazy?pid=`) and kept fresh by the menus query key.
 */
export function MenusTable({ table, list, density, onEdit, onDelete }: MenusTableProps) {
  const [expanded, setExpanded] = useState<number[]>([]);
  const children = useLazyMenuChildren(expanded);
  const rows = list.data?.content;
  const data = useMemo(() => withChildren(rows ?? [], children.byParent), [rows, children.byParent]);
  const can = useCheckPermission();
  const hasActions = can(SYSTEM_PERMISSIONS.menu.edit) || can(SYSTEM_PERMISSIONS.menu.del);

  const columns: TableColumnsType<MenuRow> = [
    {
      title: '菜单标题',
      dataIndex: 'title',
      key: 'title',
      width: 220,
      sorter: true,
      sortOrder: table.sortOrderOf('title'),
      render: (title: string, row) => (
        <span className={styles.titleCell}>
          {row.type !== MENU_TYPE.button && (
            <span className={styles.titleIcon}>
              <MenuIcon name={row.icon} />
            </span>
          )}
          {title}
        </span>
      ),
    },
    {
      title: '类型',
      dataIndex: 'type',
      key: 'type',
      width: 80,
      render: (type: number) => <Tag color={TYPE_TAGS[type]?.color}>{TYPE_TAGS[type]?.label ?? type}</Tag>,
    },
    {
      title: '排序',
      dataIndex: 'menuSort',
      key: 'menuSort',
      width: 80,
      align: 'center',
      sorter: true,
      sortOrder: table.sortOrderOf('menuSort'),
    },
    {
      title: '权限标识',
      dataIndex: 'permission',
      key: 'permission',
      ellipsis: true,
      render: (v: string | null) => v ?? '-',
    },
    {
      title: '组件路径',
      dataIndex: 'component',
      key: 'component',
      ellipsis: true,
      render: (v: string | null) => v ?? '-',
    },
    { title: '外链', dataIndex: 'iFrame', key: 'iFrame', width: 70, align: 'center', render: yesNo },
    { title: '缓存', dataIndex: 'cache', key: 'cache', width: 70, align: 'center', render: yesNo },
    {
      title: '可见',
      dataIndex: 'hidden',
      key: 'hidden',
      width: 70,
      align: 'center',
      render: (hidden: boolean) => yesNo(!hidden),
    },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      key: 'createTime',
      width: 170,
      sorter: true,
      sortOrder: table.sortOrderOf('createTime'),
      render: formatDateTime,
    },
  ];
  if (hasActions) {
    columns.push(
      editDeleteColumn({
        nameOf: (row) => row.title,
        permissions: SYSTEM_PERMISSIONS.menu,
        onEdit,
        onDelete,
      }),
    );
  }

  return (
    <ListTable<MenuRow>
      aria-label="菜单列表"
      table={table}
      list={list}
      empty={EMPTY}
      columns={columns}
      dataSource={data}
      loading={list.isFetching || children.isFetching}
      size={density}
      expandable={{
        expandedRowKeys: expanded,
        onExpand: (open, row) =>
          setExpanded((keys) => (open ? [...keys, row.id] : keys.filter((id) => id !== row.id))),
      }}
    />
  );
}
