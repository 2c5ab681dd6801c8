// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

/**
 * The keys of JOB_HANDLERS (job.schemas.ts), in its order. Listed here because that table holds
 * each handler's zod schema; it must name exactly these (`satisfies` there checks both ways).
 */
export const JOB_HANDLER_NAMES = [
  'sweepExpired',
  'purgeLogs',
  'flagExpiringCerts',
  'backupDatabase',
  'purgeUnusedFiles',
  'sweepDevices',
  'submitOverdueAttempts',
] as const;
export type JobHandlerName = (typeof JOB_HANDLER_NAMES)[number];
