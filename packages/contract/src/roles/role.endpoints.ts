import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema, idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import {
  roleBodySchema,
  roleBriefSchema,
  roleLevelSchema,
  roleMenusBodySchema,
  roleQuerySchema,
  roleSchema,
  roleUpdateBodySchema,
} from './role.schemas.js';

const { roles, user } = permissions;
const ok = z.object({});

export const listRoles = defineEndpoint({
  method: 'GET',
  path: '/api/roles',
  summary: '角色列表',
  description: 'Roles, paged, `blurry` over name and description',
  access: { permissions: [roles.list] },
  query: roleQuerySchema,
  responses: { 200: pageOf(roleSchema) },
});

export const downloadRoles = defineEndpoint({
  method: 'GET',
  path: '/api/roles/download',
  summary: '导出角色',
  description: 'The matching roles as an xlsx file',
  access: { permissions: [roles.list] },
  query: roleQuerySchema,
  responses: {},
});

// The user form picks roles from this list, hence user:add and user:edit.
export const allRoles = defineEndpoint({
  method: 'GET',
  path: '/api/roles/all',
  summary: '全部角色',
  description: 'Every role, strongest first',
  access: { permissions: [roles.list, user.add, user.edit] },
  responses: { 200: z.array(roleBriefSchema) },
});

export const getRoleLevel = defineEndpoint({
  method: 'GET',
  path: '/api/roles/level',
  summary: '我的角色级别',
  description: "The caller's strongest role level (0 for the super admin)",
  access: 'signed-in',
  responses: { 200: roleLevelSchema },
});

export const getRole = defineEndpoint({
  method: 'GET',
  path: '/api/roles/:id',
  summary: '角色详情',
  description: 'One role with its menus',
  access: { permissions: [roles.list] },
  params: idParamsSchema,
  responses: { 200: roleSchema },
});

export const createRole = defineEndpoint({
  method: 'POST',
  path: '/api/roles',
  summary: '新增角色',
  description: 'Create a role no stronger than the caller',
  access: { permissions: [roles.add] },
  body: roleBodySchema,
  responses: { 201: roleSchema },
});

export const updateRole = defineEndpoint({
  method: 'PUT',
  path: '/api/roles',
  summary: '修改角色',
  description: 'Edit a role no stronger than the caller',
  access: { permissions: [roles.edit] },
  body: roleUpdateBodySchema,
  responses: { 200: roleSchema },
});

export const assignRoleMenus = defineEndpoint({
  method: 'PUT',
  path: '/api/roles/menu',
  summary: '分配角色菜单',
  description: "Set a role's menus and buttons; applies to its users on their next request",
  access: { permissions: [roles.edit] },
  body: roleMenusBodySchema,
  responses: { 200: roleSchema },
});

export const deleteRoles = defineEndpoint({
  method: 'DELETE',
  path: '/api/roles',
  summary: '删除角色',
  description: 'Delete roles that no user holds any more',
  access: { permissions: [roles.del] },
  body: idListSchema,
  responses: { 200: ok },
});

export const roleEndpoints = {
  listRoles,
  downloadRoles,
  allRoles,
  getRoleLevel,
  getRole,
  createRole,
  updateRole,
  assignRoleMenus,
  deleteRoles,
};
