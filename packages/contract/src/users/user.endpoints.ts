import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import {
  createdUserSchema,
  passwordResetSchema,
  userCreateBodySchema,
  userQuerySchema,
  userSchema,
  userUpdateBodySchema,
} from './user.schemas.js';

const { user } = permissions;
const ok = z.object({});

export const listUsers = defineEndpoint({
  method: 'GET',
  path: '/api/users',
  summary: '用户列表',
  description: 'Users, paged: blurry, enabled, createTime, roleId and account type filters',
  access: { permissions: [user.list] },
  query: userQuerySchema,
  responses: { 200: pageOf(userSchema) },
});

export const downloadUsers = defineEndpoint({
  method: 'GET',
  path: '/api/users/download',
  summary: '导出用户',
  description: 'The matching users as an xlsx file',
  access: { permissions: [user.list] },
  query: userQuerySchema,
  responses: {},
});

export const createUser = defineEndpoint({
  method: 'POST',
  path: '/api/users',
  summary: '新增用户',
  description: 'Create a user; without a password one is generated and returned once',
  access: { permissions: [user.add] },
  body: userCreateBodySchema,
  responses: { 201: createdUserSchema },
});

export const updateUser = defineEndpoint({
  method: 'PUT',
  path: '/api/users',
  summary: '修改用户',
  description: 'Edit a user (disabling signs all its sessions out)',
  access: { permissions: [user.edit] },
  body: userUpdateBodySchema,
  responses: { 200: userSchema },
});

export const resetUserPasswords = defineEndpoint({
  method: 'PUT',
  path: '/api/users/resetPwd',
  summary: '重置用户密码',
  description: 'Give each user a generated password, returned once; their sessions are signed out',
  access: { permissions: [user.edit] },
  body: idListSchema.max(100, '一次最多重置100个用户的密码'),
  responses: { 200: z.array(passwordResetSchema) },
});

export const deleteUsers = defineEndpoint({
  method: 'DELETE',
  path: '/api/users',
  summary: '删除用户',
  description: 'Delete users (never oneself or the super admin)',
  access: { permissions: [user.del] },
  body: idListSchema,
  responses: { 200: ok },
});

export const userEndpoints = {
  listUsers,
  downloadUsers,
  createUser,
  updateUser,
  resetUserPasswords,
  deleteUsers,
};
