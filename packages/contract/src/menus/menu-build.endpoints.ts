import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { menuVoSchema } from './menu-build.schemas.js';

export const buildMenus = defineEndpoint({
  method: 'GET',
  path: '/api/menus/build',
  summary: '获取前端菜单',
  description: "The signed-in user's sidebar and routes (buttons excluded)",
  access: 'signed-in',
  responses: { 200: z.array(menuVoSchema) },
});
