// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

export const PASSWORD_RULE_MESSAGE = '密码至少8位，且须同时包含字母和数字';
