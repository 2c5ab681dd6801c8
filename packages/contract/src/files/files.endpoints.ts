import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';

export const getDemoFile = defineEndpoint({
  method: 'GET',
  path: '/file/demo/:name',
  summary: '示例图片',
  description: 'A shipped demo image (covers of the demo catalogue and news)',
  access: 'public',
  params: z.object({ name: z.string().max(100) }),
  responses: {},
});
