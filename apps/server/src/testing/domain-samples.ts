import type { FastifyInstance } from 'fastify';

import type { Db } from '../db/database.js';
import { accessSamples } from './access-samples.js';
import { assessSamples } from './assess-samples.js';
import { contentSamples } from './content-samples.js';
import { databaseSamples } from './database-samples.js';
import { deviceSamples } from './device-samples.js';
import { enterpriseIdOf } from './enterprise-helpers.js';
import { examSamples } from './exam-samples.js';
import { jobSamples } from './job-samples.js';
import { monitorSamples } from './monitor-samples.js';
import { orgSamples } from './org-samples.js';
import { paperSamples } from './paper-samples.js';
import { storageSamples } from './storage-samples.js';
import { systemSamples } from './system-samples.js';
import { trainSamples } from './train-samples.js';

/**
 * Every domain module's realistic calls, made on rows of their own: what the no-secrets scan, the
 * access matrix and the schema fuzz start from (each adds its own around them).
 */
export async function domainSamples(
  app: FastifyInstance,
  db: Db,
  tokens: { admin: string; enterprise: string; worker: string },
) {
  return {
    ...(await systemSamples(db, tokens)),
    ...(await storageSamples(app, tokens.admin)),
    ...(await jobSamples(db, tokens.admin)),
    ...(await orgSamples(db, tokens)),
    ...(await accessSamples(db, tokens)),
    ...(await assessSamples(app, tokens)),
    ...(await contentSamples(db, tokens)),
    ...(await trainSamples(app, tokens)),
    ...(await examSamples(db, tokens)),
    ...(await paperSamples(app, db, tokens)),
    ...(await deviceSamples(app, { ...tokens, enterpriseId: await enterpriseIdOf(app, tokens.enterprise) })),
    ...monitorSamples(tokens),
    ...(await databaseSamples(app, tokens)),
  };
}
