import type { DeptNode, Post, Worker } from '@coalsim/contract';

const TIME = '2026-05-01T08:00:00.000Z';

export const dept = (id: number, name: string, pid: number | null, children?: DeptNode[]): DeptNode => ({
  id,
  pid,
  name,
  sort: id,
  enabled: true,
  workerCount: 0,
  createTime: TIME,
  updateTime: TIME,
  ...(children ? { children } : {}),
});

/** 示例煤业集团: 综采一队 and 通风科 under 生产部, 财务部 beside it. */
export const DEPT_TREE: DeptNode[] = [
  dept(1, '生产部', null, [dept(2, '综采一队', 1), dept(3, '通风科', 1)]),
  dept(4, '财务部', null),
];

export const post = (id: number, name: string, extra: Partial<Post> = {}): Post => ({
  id,
  name,
  sort: id,
  enabled: true,
  workerCount: 0,
  createTime: TIME,
  updateTime: TIME,
  ...extra,
});

export const worker = (id: number, name: string, extra: Partial<Worker> = {}): Worker => ({
  id,
  employeeNo: `E${String(id).padStart(3, '0')}`,
  name,
  gender: '男',
  phone: `1380013800${id}`,
  idCard: '1101**********123X',
  dept: { id: 2, name: '综采一队' },
  post: { id: 1, name: '采煤机司机' },
  status: 'active',
  hiredOn: '2024-03-01',
  account: null,
  createTime: TIME,
  updateTime: TIME,
  ...extra,
});

export const page = <T>(content: T[]) => ({ status: 200, data: { content, totalElements: content.length } });

export { signInAsEnterprise } from '../../../testing/enterprise-session';
