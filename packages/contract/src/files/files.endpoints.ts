import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';

export const getDemoFile = defineEndpoint({
  method: 'GET',
  path: '/file/demo/:name',
  summary: 'A shipped demo image (covers of the demo catalogue and news)',
  access: 'public',
  params: z.object({ name: z.string().max(100) }),
  responses: {},
});
