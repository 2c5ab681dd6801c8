// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

/**
 * Role levels: lower is stronger. The super admin counts as 0 and roles go from 1 (管理员) down;
 * nobody creates, edits or deletes a role or user stronger than their own strongest role.
 */
export const ROLE_LEVEL = { superAdmin: 0, strongest: 1, weakest: 999, default: 3 } as const;
/** The level of an account without any role: weaker than every role. */
export const NO_ROLE_LEVEL = ROLE_LEVEL.weakest + 1;
