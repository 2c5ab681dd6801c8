// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

/** 在职 / 离职: a worker who left keeps the record; their account is disabled. */
export const WORKER_STATUSES = ['active', 'left'] as const;
export type WorkerStatus = (typeof WORKER_STATUSES)[number];
export const WORKER_STATUS_LABELS: Record<WorkerStatus, string> = { active: '在职', left: '离职' };

export const MOBILE_MESSAGE = '请输入正确的11位手机号码';
export const EMPLOYEE_NO_MESSAGE = '工号只能包含字母、数字、“-”和“_”，最多32个字符';

/** The sheet's columns, in order; the template's header row and the import read the same list. */
export const WORKER_IMPORT_COLUMNS = [
  '工号',
  '姓名',
  '性别',
  '手机号码',
  '部门',
  '岗位',
  '入职日期',
] as const;
