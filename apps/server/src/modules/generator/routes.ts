import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { FileStore } from '../storage/storage-backend.js';

/** The generator module's routes (issue 34). */
export const generatorRoutes: FastifyPluginAsyncZod<{ store: FileStore }> = async () => {};
