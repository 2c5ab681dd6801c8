import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** 服务监控 and SQL 监控 (issue 34). */
export const monitorRoutes: FastifyPluginAsyncZod = async () => {};
