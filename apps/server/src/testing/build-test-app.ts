import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, inject } from 'vitest';

import { buildApp } from '../app.js';
import type { S3Settings, SiteSettings } from '../config.js';
import { createDatabase, quoteIdent, type Database } from '../db/database.js';
import { createRedisAuthStore } from '../modules/auth/store/redis-auth-store.js';
import type { JobRunnerOptions } from '../modules/jobs/job-runner.js';
import { testLogger } from './test-logger.js';
import { databaseConfig, dropDatabase, withAdminClient } from './test-postgres.js';

export interface TestAppOptions {
  /** Start from the demo data (default) or from an empty, migrated database. */
  seed?: boolean;
  captchaEnabled?: boolean;
  /**
   * Keep sessions in Redis (TEST_REDIS_URL) instead of the database: a key space of the app's own,
   * or the one named (instances sharing their sessions); `url` instead of TEST_REDIS_URL.
   */
  redis?: boolean | { prefix: string; url?: string };
  /** Start the job runner (pg-boss), with these timings; off by default, as most files need none. */
  jobs?: boolean | JobRunnerOptions;
  /** Build on this database (from createTestDatabase) instead of a fresh one: a second instance. */
  database?: Database;
  /** The footer's texts (SITE_*); the spec's defaults otherwise. */
  site?: SiteSettings;
  /** Store uploads in this S3-protocol server (STORAGE=s3, e.g. startS3Server()) instead of DATA_DIR. */
  s3?: S3Settings;
}

/** A fresh database cloned from a migrated template; dropped when the file's tests end. */
export async function createTestDatabase(seed = true): Promise<Database> {
  const { admin, emptyTemplate, demoTemplate, databasePrefix } = inject('testPostgres');
  const name = `${databasePrefix}${randomBytes(6).toString('hex')}`;
  await withAdminClient(admin, (c) =>
    c.query(
      `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(seed ? demoTemplate : emptyTemplate)}`,
    ),
  );
  const database = createDatabase({ ...databaseConfig(admin, name), max: 5 });
  afterAll(async () => {
    await database.close();
    await dropDatabase(admin, name);
  });
  return database;
}

/** A temporary DATA_DIR (uploads), removed after the file's tests. */
export async function createTestDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'coalsim-data-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The real app (no web root) on its own fresh database, closed after the file's tests. */
export async function buildTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await createTestDatabase(options.seed ?? true));
  const dataDir = await createTestDataDir();
  const redisUrl =
    typeof options.redis === 'object' && options.redis.url
      ? options.redis.url
      : options.redis
        ? process.env.TEST_REDIS_URL
        : undefined;
  const redisPrefix =
    typeof options.redis === 'object'
      ? options.redis.prefix
      : `coalsim-test-${randomBytes(4).toString('hex')}:`;
  if (options.redis && !redisUrl) throw new Error('redis: true needs TEST_REDIS_URL');
  // Known to the test, so that it can solve captchas as only the server could (solveCaptcha).
  const secretKey = randomBytes(32);
  const app = await buildApp({
    config: {
      captchaEnabled: options.captchaEnabled ?? false,
      dataDir,
      redisUrl: undefined,
      jobs: !!options.jobs,
      ...(options.site ? { site: options.site } : {}),
      ...(options.s3 ? { storage: 's3' as const, s3: options.s3 } : {}),
    },
    database,
    ...(typeof options.jobs === 'object' ? { jobRunner: options.jobs } : {}),
    secretKey,
    webRoot: null,
    logger: testLogger(),
    // Each file gets its own key space, so parallel files never see each other's sessions.
    ...(redisUrl ? { authStore: createRedisAuthStore(redisUrl, redisPrefix) } : {}),
  });
  await app.ready();
  afterAll(() => app.close());
  return { app, database, db: database.db, dataDir, secretKey };
}
