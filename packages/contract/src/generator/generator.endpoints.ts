import type { Endpoint } from '../common/endpoint.js';

/** The generator module's endpoints (issue 34). */
export const generatorEndpoints = {} satisfies Record<string, Endpoint>;
