import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import {
  menuBodySchema,
  menuQuerySchema,
  menuSchema,
  menuTreeSchema,
  menuUpdateBodySchema,
} from './menu-admin.schemas.js';

const { menu, roles } = permissions;
const ok = z.object({});

export const listMenus = defineEndpoint({
  method: 'GET',
  path: '/api/menus',
  summary: '菜单列表',
  description: 'Menus, paged: the top level without a filter, every match with title/blurry/createTime',
  access: { permissions: [menu.list] },
  query: menuQuerySchema,
  responses: { 200: pageOf(menuSchema) },
});

export const downloadMenus = defineEndpoint({
  method: 'GET',
  path: '/api/menus/download',
  summary: '导出菜单',
  description: 'The menus matching the same filters as an xlsx file (all levels)',
  access: { permissions: [menu.list] },
  query: menuQuerySchema,
  responses: {},
});

// The role page's menu tree reads these too, hence roles:list.
export const lazyMenus = defineEndpoint({
  method: 'GET',
  path: '/api/menus/lazy',
  summary: '懒加载子菜单',
  description: 'The children of `pid` (0 or absent: the top level), by menuSort',
  access: { permissions: [menu.list, roles.list] },
  query: z.object({ pid: z.coerce.number().int().min(0).optional() }),
  responses: { 200: z.array(menuSchema) },
});

export const childMenus = defineEndpoint({
  method: 'GET',
  path: '/api/menus/child',
  summary: '查询菜单及其子孙',
  description: 'The id and the ids of all its descendants (cascading check in role assignment)',
  access: { permissions: [menu.list, roles.list] },
  query: z.object({ id: z.coerce.number().int().positive() }),
  responses: { 200: z.array(z.number().int()) },
});

export const superiorMenus = defineEndpoint({
  method: 'POST',
  path: '/api/menus/superior',
  summary: '上级菜单选择',
  description: 'Parent picker: the siblings and ancestors of the given menus as a tree, without them',
  access: { permissions: [menu.list] },
  body: z.array(z.number().int().positive()).max(100),
  responses: { 200: z.array(menuTreeSchema) },
});

export const createMenu = defineEndpoint({
  method: 'POST',
  path: '/api/menus',
  summary: '新增菜单',
  description: 'Create a directory, page or button',
  access: { permissions: [menu.add] },
  body: menuBodySchema,
  responses: { 201: menuSchema },
});

export const updateMenu = defineEndpoint({
  method: 'PUT',
  path: '/api/menus',
  summary: '修改菜单',
  description: 'Edit a menu (moving it under one of its own descendants is refused)',
  access: { permissions: [menu.edit] },
  body: menuUpdateBodySchema,
  responses: { 200: menuSchema },
});

export const deleteMenus = defineEndpoint({
  method: 'DELETE',
  path: '/api/menus',
  summary: '删除菜单',
  description: 'Delete menus with their whole subtrees, in one transaction',
  access: { permissions: [menu.del] },
  body: idListSchema,
  responses: { 200: ok },
});

export const menuAdminEndpoints = {
  listMenus,
  downloadMenus,
  lazyMenus,
  childMenus,
  superiorMenus,
  createMenu,
  updateMenu,
  deleteMenus,
};
