import { expect } from 'vitest';

import { type Api, describe, uniqueName } from './api.js';

/** A user as the back office's user API answers it (contract: userSchema). */
export interface BackOfficeUser {
  id: number;
  username: string;
  nickName: string;
  role: number;
  email: string | null;
  phone: string | null;
  gender: string | null;
  enabled: boolean;
  roles: { id: number }[];
}

/** The password of the accounts the suite creates (letters and digits, as the rule wants). */
export const CLUSTER_PASSWORD = 'Cluster2026pw';

export async function createRole(admin: Api): Promise<number> {
  const res = await admin.post<{ id: number }>('/api/roles', {
    name: uniqueName('集群角色'),
    level: 3,
    description: 'cluster suite',
  });
  expect(res.status, describe(res)).toBe(201);
  return res.body.id;
}

/** A platform staff account holding `roleIds`, with a known password. */
export async function createStaffUser(admin: Api, roleIds: number[] = []): Promise<BackOfficeUser> {
  const res = await admin.post<BackOfficeUser>('/api/users', {
    username: uniqueName('cl'),
    nickName: '集群测试',
    role: 1,
    enabled: true,
    roles: roleIds.map((id) => ({ id })),
    password: CLUSTER_PASSWORD,
  });
  expect(res.status, describe(res)).toBe(201);
  return res.body;
}

/** 修改用户 with everything as it was but `enabled`: how the back office disables an account. */
export async function setEnabled(admin: Api, user: BackOfficeUser, enabled: boolean) {
  const { id, nickName, role, email, phone, gender, roles } = user;
  return admin.put('/api/users', {
    id,
    nickName,
    role,
    email,
    phone,
    gender,
    enabled,
    roles: roles.map((r) => ({ id: r.id })),
  });
}

/** The menus, pages and buttons of a seeded role, by its name (e.g. 运营人员). */
export async function menusOfRole(admin: Api, name: string): Promise<number[]> {
  const list = await admin.get<{ content: { id: number; name: string }[] }>(
    `/api/roles?blurry=${encodeURIComponent(name)}&size=50`,
  );
  expect(list.status, describe(list)).toBe(200);
  const role = list.body.content.find((r) => r.name === name);
  if (!role) throw new Error(`no role named ${name}`);
  const detail = await admin.get<{ menus: { id: number }[] }>(`/api/roles/${role.id}`);
  expect(detail.status, describe(detail)).toBe(200);
  return detail.body.menus.map((m) => m.id);
}

export const setRoleMenus = (admin: Api, roleId: number, menuIds: number[]) =>
  admin.put('/api/roles/menu', { id: roleId, menus: menuIds.map((id) => ({ id })) });
