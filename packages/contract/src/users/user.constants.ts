// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

/** Account types (DESIGN §2): what kind of account, not what it may do. */
export const ACCOUNT_TYPE = { staff: 1, enterprise: 2, individual: 3 } as const;
export const ACCOUNT_TYPE_LABELS: Record<number, string> = { 1: '平台人员', 2: '企业用户', 3: '个人用户' };
