import type { Endpoint } from '../common/endpoint.js';

/** The database module's endpoints (issue 34). */
export const databaseEndpoints = {} satisfies Record<string, Endpoint>;
