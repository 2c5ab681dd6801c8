import { UserOutlined } from '@ant-design/icons';
import { ACCOUNT_TYPE_LABELS } from '@coalsim/contract';
import type { User } from '@coalsim/contract';
import { Switch, Tag } from 'antd';
import type { TableColumnsType } from 'antd';

import { DictTag } from '../../../../components/dict-tag/dict-tag';
import { editDeleteColumn } from '../../../../components/edit-delete-column/edit-delete-column';
import { ListTable } from '../../../../components/list-table/list-table';
import type {
  ListEmptyTexts,
  ListTableProps,
  SortedListTableState,
} from '../../../../components/list-table/list-table';
import { useCheckPermission } from '../../../../components/permission/permission';
import type { TableDensity } from '../../../../components/table-toolbar/table-toolbar';
import { useDict } from '../../../../hooks/use-dict';
import { formatDateTime } from '../../../../lib/format-date-time';
import { SYSTEM_PERMISSIONS } from '../../utils/system-permissions';

export const USER_STATUS_DICT = 'user_status';

const EMPTY: ListEmptyTexts = {
  icon: <UserOutlined />,
  failedTitle: '用户列表读取失败',
  noMatch: {
    title: '没有符合条件的用户',
    description: '换个关键词、状态、角色或创建时间再查，或点“重置”查看全部用户。',
  },
  nothingYet: { title: '暂无用户', description: '点击“新增”创建用户，并为其分配角色。' },
};

interface UsersTableProps {
  table: SortedListTableState;
  list: ListTableProps<User>['list'];
  density: TableDensity;
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** The signed-in user: not deletable, not disableable from here. */
  currentUserId: number | undefined;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  onToggle: (user: User, enabled: boolean) => void;
}

/** The 用户管理 table: sorting on the server, state column from the user_status dictionary. */
export function UsersTable({
  table,
  list,
  density,
  selected,
  onSelect,
  currentUserId,
  onEdit,
  onDelete,
  onToggle,
}: UsersTableProps) {
  const can = useCheckPermission();
  const canEdit = can(SYSTEM_PERMISSIONS.user.edit);
  const selectable = canEdit || can(SYSTEM_PERMISSIONS.user.del);
  const { labels } = useDict(USER_STATUS_DICT);
  const protectedRow = (u: User) => u.isAdmin || u.id === currentUserId;

  const columns: TableColumnsType<User> = [
    {
      title: '用户名',
      dataIndex: 'username',
      key: 'username',
      sorter: true,
      sortOrder: table.sortOrderOf('username'),
      width: 130,
    },
    {
      title: '昵称',
      dataIndex: 'nickName',
      key: 'nickName',
      sorter: true,
      sortOrder: table.sortOrderOf('nickName'),
      width: 120,
    },
    {
      title: '账号类型',
      dataIndex: 'role',
      key: 'role',
      width: 100,
      render: (role: number) => ACCOUNT_TYPE_LABELS[role] ?? role,
    },
    {
      title: '角色',
      dataIndex: 'roles',
      key: 'roles',
      render: (roles: User['roles'], row) =>
        row.isAdmin ? (
          <Tag color="gold">超级管理员</Tag>
        ) : roles.length ? (
          roles.map((r) => <Tag key={r.id}>{r.name}</Tag>)
        ) : (
          '-'
        ),
    },
    { title: '电话', dataIndex: 'phone', key: 'phone', width: 120, render: (v: string | null) => v ?? '-' },
    {
      title: '邮箱',
      dataIndex: 'email',
      key: 'email',
      ellipsis: true,
      render: (v: string | null) => v ?? '-',
    },
    {
      title: '状态',
      dataIndex: 'enabled',
      key: 'enabled',
      width: 100,
      sorter: true,
      sortOrder: table.sortOrderOf('enabled'),
      // The labels come from the user_status dictionary (values "true"/"false").
      render: (enabled: boolean, row) =>
        canEdit && !protectedRow(row) ? (
          <Switch
            size="small"
            checked={enabled}
            checkedChildren={labels.get('true')}
            unCheckedChildren={labels.get('false')}
            aria-label={`${row.username} 状态`}
            onChange={(next) => onToggle(row, next)}
          />
        ) : (
          <DictTag dict={USER_STATUS_DICT} value={String(enabled)} color={enabled ? 'success' : 'default'} />
        ),
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
    editDeleteColumn({
      nameOf: (row) => row.username,
      permissions: SYSTEM_PERMISSIONS.user,
      onEdit,
      onDelete,
      deleteBlocked: (row) => (protectedRow(row) ? '不能删除自己或超级管理员' : undefined),
      width: 120,
    }),
  ];

  return (
    <ListTable<User>
      aria-label="用户列表"
      table={table}
      list={list}
      empty={EMPTY}
      columns={columns}
      size={density}
      selection={selectable ? { selected, onSelect, labelOf: (row) => row.username } : undefined}
    />
  );
}
