import type { FastifyInstance } from 'fastify';

/**
 * Drops the cached 员工管理 pages (every instance) after every successful write of the plugin it
 * is called in: departments, posts, staff, accounts and imports all change what the list shows.
 * onSend, not onResponse: the cache is cleared before the caller can ask for the list again.
 */
export function forgetStaffListsOnWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) app.caches.workerPages.clear();
    return payload;
  });
}
