import { DeleteOutlined, KeyOutlined } from '@ant-design/icons';
import type { User, UserUpdateBody } from '@coalsim/contract';
import { App, Button, Card } from 'antd';
import { useState } from 'react';

import { Permission } from '../../../components/permission/permission';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { AddButton, ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useDeleteWithConfirm } from '../../../hooks/use-delete-with-confirm';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf, useUrlTableState } from '../../../hooks/use-url-table-state';
import { useUserStore } from '../../../stores/user-store';
import { useDeleteUsers } from '../api/users/delete-users';
import { useDownloadUsers } from '../api/users/download-users';
import { useUsers } from '../api/users/get-users';
import { useResetUserPasswords } from '../api/users/reset-user-passwords';
import { useUpdateUser } from '../api/users/update-user';
import { OneTimePasswords } from '../components/users/one-time-passwords';
import type { OneTimePassword } from '../components/users/one-time-passwords';
import { UserFilters } from '../components/users/user-filters';
import type { UserFilterName } from '../components/users/user-filters';
import { UserFormDrawer } from '../components/users/user-form-drawer';
import { UsersTable } from '../components/users/users-table';
import { SYSTEM_PERMISSIONS } from '../utils/system-permissions';

const FILTERS: readonly UserFilterName[] = ['blurry', 'enabled', 'createTime', 'roleId'];
const TABLE_OPTIONS = { filters: FILTERS, defaultSort: { field: 'id', direction: 'desc' } } as const;

/** Everything the server keeps about a user that an edit must send back unchanged. */
function updateBody(user: User, change: Partial<UserUpdateBody>): UserUpdateBody {
  return {
    id: user.id,
    nickName: user.nickName,
    role: user.role as UserUpdateBody['role'],
    email: user.email,
    phone: user.phone,
    gender: user.gender as UserUpdateBody['gender'],
    enabled: user.enabled,
    roles: user.roles.map((r) => ({ id: r.id })),
    ...change,
  };
}

/**
 * 用户管理 (system/user/index): the users, paged, sorted and filtered on the server with the
 * table state in the URL; create and edit in a drawer; generated passwords shown once.
 */
export function UsersPage() {
  const { modal } = App.useApp();
  const feedback = useCrudFeedback();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const drawer = useFormDialog<User>();
  const [passwords, setPasswords] = useState<OneTimePassword[]>([]);
  const currentUserId = useUserStore((s) => s.user?.id);

  const list = useUsers(table.query);
  const update = useUpdateUser();
  const remove = useDeleteUsers();
  const reset = useResetUserPasswords();
  const download = useDownloadUsers();
  const {
    selected,
    setSelected,
    confirmDelete: deleteUsers,
  } = useDeleteWithConfirm<number>({
    question: (what) => `确定删除${what}吗？`,
    remove: (ids) => remove.mutateAsync(ids),
  });
  const filter = useListSearch(table, { refetch: list.refetch, onChange: () => setSelected([]) });

  const toggle = (user: User, enabled: boolean) =>
    void modal.confirm({
      title: '提示',
      content: enabled
        ? `确定激活用户“${user.username}”吗？`
        : `确定禁用用户“${user.username}”吗？禁用后该用户的所有登录会话将被注销。`,
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        update
          .mutateAsync(updateBody(user, { enabled }))
          .then(() => feedback.success('edited'))
          .catch(() => undefined),
    });

  const resetPasswords = () =>
    void modal.confirm({
      title: '重置密码',
      content: `确定为选中的 ${selected.length} 个用户生成新密码吗？他们当前的登录会话将被注销。`,
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        reset
          .mutateAsync(selected)
          .then((result) => {
            setSelected([]);
            setPasswords(result.map((r) => ({ username: r.username, password: r.initialPassword })));
          })
          .catch(() => undefined),
    });

  return (
    <Card variant="borderless">
      <TableToolbar
        filters={<UserFilters filters={table.filters} search={filter} />}
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          <>
            <AddButton permission={SYSTEM_PERMISSIONS.user.add} onClick={() => drawer.show()} />
            <Permission value={SYSTEM_PERMISSIONS.user.edit}>
              <Button
                icon={<KeyOutlined aria-hidden />}
                disabled={selected.length === 0}
                onClick={resetPasswords}
              >
                重置密码
              </Button>
            </Permission>
            <Permission value={SYSTEM_PERMISSIONS.user.del}>
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                disabled={selected.length === 0}
                onClick={() => deleteUsers(selected, `选中的 ${selected.length} 个用户`)}
              >
                删除
              </Button>
            </Permission>
            <ExportButton
              exporting={download.isPending}
              onExport={() => download.mutate(exportQueryOf(table.query))}
            />
          </>
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <UsersTable
        table={table}
        list={list}
        density={density}
        selected={selected}
        onSelect={setSelected}
        currentUserId={currentUserId}
        onEdit={(user) => drawer.show(user)}
        onDelete={(user) => deleteUsers([user.id], `用户“${user.username}”`)}
        onToggle={toggle}
      />
      <UserFormDrawer
        key={drawer.key}
        open={drawer.open}
        user={drawer.record}
        onClose={drawer.close}
        onCreated={(user) => {
          if (user.initialPassword)
            setPasswords([{ username: user.username, password: user.initialPassword }]);
        }}
      />
      <OneTimePasswords entries={passwords} onClose={() => setPasswords([])} />
    </Card>
  );
}
