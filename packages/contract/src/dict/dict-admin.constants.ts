// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

export const DICT_NAME_MESSAGE = '字典名称只能包含字母、数字和下划线，且以字母开头';
