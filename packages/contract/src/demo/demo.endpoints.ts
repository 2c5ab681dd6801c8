import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';

/**
 * The demo software's launch address: a page of the platform itself, as there is no real
 * simulation behind the demo catalogue. 启动软件 adds `ticket`, as for any software.
 */
export const getDemoSimulation = defineEndpoint({
  method: 'GET',
  path: '/demo/simulation',
  summary: '演示仿真启动页',
  description:
    'HTML, not JSON: the launch address of the seeded demo software. Shows the ticket 启动软件 added, what a real simulation does with it (token, then data_upload), and the `npm run simulator -- --ilab …` command that completes the session',
  access: 'public',
  query: z.object({ ticket: z.string().max(512, 'ticket 过长').optional() }),
  responses: {},
});

export const demoEndpoints = { getDemoSimulation };
