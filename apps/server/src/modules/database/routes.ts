import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { FileStore } from '../storage/storage-backend.js';

/** The database module's routes (issue 34). */
export const databaseRoutes: FastifyPluginAsyncZod<{ store: FileStore }> = async () => {};
