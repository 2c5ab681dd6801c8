/** DESIGN §2: the account type (`user.role`) as people call it. */
const ACCOUNT_TYPES: Record<number, string> = { 1: '平台人员', 2: '企业用户', 3: '个人用户' };

export function accountTypeLabel(role: number): string {
  return ACCOUNT_TYPES[role] ?? '未知类型';
}
