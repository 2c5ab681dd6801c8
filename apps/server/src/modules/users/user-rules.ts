import { ACCOUNT_TYPE } from '@coalsim/contract';

import { badRequest, HttpError } from '../../lib/http-error.js';

export const CANNOT_DELETE_SELF = '不能删除当前登录的用户';
export const CANNOT_DELETE_SUPER_ADMIN = '不能删除超级管理员';
export const CANNOT_DISABLE_SELF = '不能禁用当前登录的用户';
export const SUPER_ADMIN_STAYS = '超级管理员必须是启用的平台人员账号';
export const ROLES_FOR_STAFF_ONLY = '只有平台人员账号可以分配角色';
export const CANNOT_RESET_OWN = '不能重置自己的密码，请在个人中心修改密码';

/** Back-office roles only mean something to platform staff; others would get hidden powers. */
export function assertRolesFitAccount(accountType: number, roleIds: number[]): void {
  if (accountType !== ACCOUNT_TYPE.staff && roleIds.length > 0) {
    throw badRequest(ROLES_FOR_STAFF_ONLY, { roles: [ROLES_FOR_STAFF_ONLY] });
  }
}

/** Nobody locks themselves or the super admin out through the user form. */
export function assertKeepsAccess(
  callerId: number,
  target: { id: number; isAdmin: boolean },
  next: { enabled: boolean; role: number },
): void {
  if (target.id === callerId && !next.enabled) {
    throw badRequest(CANNOT_DISABLE_SELF, { enabled: [CANNOT_DISABLE_SELF] });
  }
  if (target.isAdmin && (!next.enabled || next.role !== ACCOUNT_TYPE.staff)) {
    throw new HttpError(403, SUPER_ADMIN_STAYS);
  }
}
