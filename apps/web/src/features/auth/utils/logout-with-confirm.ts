import { dialogs } from '../../../lib/dialogs';
import { useUserStore } from '../../../stores/user-store';
import { logout } from '../api/logout';

const LOGOUT_CONFIRM = '确定注销并退出系统吗？';

/**
 * Spec §4: asks first; then revokes the token on the server, forgets the session locally even if
 * that call failed, and reloads so that no signed-in state survives in memory. The question is an
 * antd dialog that loads when asked (`lib/dialogs.ts`): the portal shell renders no antd.
 */
export function logoutWithConfirm(): void {
  dialogs.push({
    kind: 'confirm',
    title: '提示',
    content: LOGOUT_CONFIRM,
    okText: '确定',
    cancelText: '取消',
    onOk: async () => {
      await logout().catch(() => undefined);
      useUserStore.getState().clear();
      window.location.reload();
    },
  });
}
