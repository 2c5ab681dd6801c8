// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

/** A package is at most this large. */
export const DEPLOY_MAX_BYTES = 500 * 1024 * 1024;
