import { permissions, SUPER_ADMIN } from '@coalsim/contract';

const withAdmin = (...values: string[]) => [SUPER_ADMIN, ...values] as const;
const { user, roles, menu, dict } = permissions;

/**
 * What each button of the system pages needs, 'admin' listed explicitly (eladmin's way: the
 * client has no implicit bypass). The server checks the same strings.
 */
export const SYSTEM_PERMISSIONS = {
  user: { add: withAdmin(user.add), edit: withAdmin(user.edit), del: withAdmin(user.del) },
  /** The role choices (`api/roles/all`) are readable with any of these. */
  roleChoices: withAdmin(roles.list, user.add, user.edit),
  roles: { add: withAdmin(roles.add), edit: withAdmin(roles.edit), del: withAdmin(roles.del) },
  menu: { add: withAdmin(menu.add), edit: withAdmin(menu.edit), del: withAdmin(menu.del) },
  dict: { add: withAdmin(dict.add), edit: withAdmin(dict.edit), del: withAdmin(dict.del) },
} as const;
