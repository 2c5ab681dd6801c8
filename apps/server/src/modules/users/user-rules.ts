import { ACCOUNT_TYPE } from '@coalsim/contract';

import { badRequest, HttpError } from '../../lib/http-error.js';

export const CANNOT_DELETE_SELF = '不能删除当前登录的用户';
export const CANNOT_DELETE_SUPER_ADMIN = '不能删除超级管理员';
export const CANNOT_DISABLE_SELF = '不能禁用当前登录的用户';
export const SUPER_ADMIN_STAYS = '超级管理员必须是启用的平台人员账号';
export const ROLES_FOR_STAFF_ONLY = '只有平台人员账号可以分配角色';
export const CANNOT_CHANGE_OWN_ROLES = '不能修改自己的角色，请由其他管理员修改';
export const TYPE_FOR_SUPER_ADMIN = '账号类型只有超级管理员可以修改';
export const TYPE_KEEPS_ENTERPRISE =
  '企业用户和已关联员工档案的个人用户不能改为其他账号类型：他们属于企业，改类型会让账号脱离或越过企业';
export const TYPE_ENTERPRISE_BY_REGISTRATION = '企业用户只能通过企业注册产生，不能由其他账号类型改成';
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

/** A role change on one's own account is granting oneself: another administrator must do it. */
export function assertKeepsOwnRoles(callerId: number, targetId: number, current: number[], next: number[]) {
  const same = current.length === next.length && next.every((id) => current.includes(id));
  if (targetId === callerId && !same) throw new HttpError(403, CANNOT_CHANGE_OWN_ROLES);
}

/**
 * An account's type decides what it reaches (an enterprise's staff list, a vendor's app keys), so
 * only the super admin changes it, and only where nothing hangs on it: an enterprise user keeps its
 * enterprise, a staff member's account its staff record; nobody becomes an enterprise user here.
 */
export function assertTypeChange(
  callerIsAdmin: boolean,
  target: { role: number; enterprise: unknown },
  next: number,
): void {
  if (next === target.role) return;
  const refuse = (message: string) => badRequest(message, { role: [message] });
  if (!callerIsAdmin) throw refuse(TYPE_FOR_SUPER_ADMIN);
  if (target.role === ACCOUNT_TYPE.enterprise || target.enterprise !== null)
    throw refuse(TYPE_KEEPS_ENTERPRISE);
  if (next === ACCOUNT_TYPE.enterprise) throw refuse(TYPE_ENTERPRISE_BY_REGISTRATION);
}
