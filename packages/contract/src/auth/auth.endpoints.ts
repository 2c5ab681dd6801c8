import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { pageOf } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import {
  avatarResultSchema,
  currentUserSchema,
  loginBodySchema,
  loginResultSchema,
  passwordConfirmSchema,
  profileBodySchema,
  updatePassBodySchema,
} from './auth.schemas.js';
import { onlineQuerySchema, onlineSessionSchema } from './online.schemas.js';

const ok = z.object({});

export const login = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  summary: '用户登录',
  description: 'Sign in with username, password and captcha',
  access: 'public',
  body: loginBodySchema,
  responses: { 200: loginResultSchema },
});

export const getInfo = defineEndpoint({
  method: 'GET',
  path: '/auth/info',
  summary: '获取当前用户',
  description: 'The signed-in user with its permission strings',
  access: 'signed-in',
  responses: { 200: currentUserSchema },
});

export const logout = defineEndpoint({
  method: 'DELETE',
  path: '/auth/logout',
  summary: '退出登录',
  description: 'Revoke the current token',
  access: 'signed-in',
  responses: { 200: ok },
});

export const editProfile = defineEndpoint({
  method: 'PUT',
  path: '/auth/edit',
  summary: '修改个人资料',
  description: "Edit one's own profile",
  access: 'signed-in',
  body: profileBodySchema,
  responses: { 200: currentUserSchema },
});

export const cancelAccount = defineEndpoint({
  method: 'POST',
  path: '/auth/logoutAccount',
  summary: '注销账号',
  description: "Cancel one's own account (password confirmed); enterprise data is kept",
  access: 'signed-in',
  body: passwordConfirmSchema,
  responses: { 200: ok },
});

export const updatePassword = defineEndpoint({
  method: 'POST',
  path: '/api/users/updatePass',
  summary: '修改密码',
  description: "Change one's own password; other sessions are revoked",
  access: 'signed-in',
  body: updatePassBodySchema,
  responses: { 200: ok },
});

export const updateAvatar = defineEndpoint({
  method: 'POST',
  path: '/api/users/updateAvatar',
  summary: '修改头像',
  description: 'Upload an avatar (multipart field `avatar`: png, jpg, gif or webp, at most 2 MB)',
  upload: true,
  access: 'signed-in',
  responses: { 200: avatarResultSchema },
});

export const getAvatar = defineEndpoint({
  method: 'GET',
  path: '/avatar/:name',
  summary: '获取头像',
  description: 'An avatar image',
  access: 'public',
  params: z.object({ name: z.string().max(100) }),
  responses: {},
});

export const listOnline = defineEndpoint({
  method: 'GET',
  path: '/auth/online',
  summary: '在线用户列表',
  description: 'Signed-in sessions, newest first',
  access: { permissions: [permissions.online.list] },
  query: onlineQuerySchema,
  responses: { 200: pageOf(onlineSessionSchema) },
});

export const kickOnline = defineEndpoint({
  method: 'DELETE',
  path: '/auth/online',
  summary: '强制退出',
  description: 'Sign sessions out by id',
  access: { permissions: [permissions.online.del] },
  body: z.array(z.string().max(64)).min(1, '请选择要强退的会话').max(1000),
  responses: { 200: ok },
});

export const listMySessions = defineEndpoint({
  method: 'GET',
  path: '/auth/sessions',
  summary: '我的登录设备',
  description: "The signed-in user's own sessions (devices), newest first",
  access: 'signed-in',
  responses: { 200: z.array(onlineSessionSchema) },
});

export const revokeMySession = defineEndpoint({
  method: 'DELETE',
  path: '/auth/sessions/:id',
  summary: '退出我的一台设备',
  description: 'Sign one of one’s own sessions out',
  access: 'signed-in',
  params: z.object({ id: z.string().max(64) }),
  responses: { 200: ok },
});
