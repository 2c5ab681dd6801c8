import { Card, Empty, Spin } from 'antd';

import { useCheckPermission } from '../../../../components/permission/permission';
import { useRole } from '../../api/roles/get-role';
import { SYSTEM_PERMISSIONS } from '../../utils/system-permissions';
import { RoleMenuTree } from './role-menu-tree';
import styles from './roles.module.css';

/** The right-hand panel of 角色管理: the chosen role's menus and buttons. */
export function RoleMenuPanel({ roleId }: { roleId: number | undefined }) {
  const role = useRole(roleId);
  const editable = useCheckPermission()(SYSTEM_PERMISSIONS.roles.edit);

  return (
    <Card
      variant="borderless"
      className={styles.panel}
      title={role.data ? `菜单分配 · ${role.data.name}` : '菜单分配'}
    >
      {roleId === undefined ? (
        <Empty description="在左侧选择一个角色，为它分配菜单和按钮" />
      ) : role.isError ? (
        <Empty description="该角色不存在或已被删除" />
      ) : role.data?.id === roleId ? (
        // One tree per role: the checks start from that role's menus.
        <RoleMenuTree key={role.data.id} role={role.data} editable={editable} />
      ) : (
        <Spin className={styles.treeLoading} aria-label="角色加载中" />
      )}
    </Card>
  );
}
