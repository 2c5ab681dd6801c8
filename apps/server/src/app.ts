import { randomBytes } from 'node:crypto';

import type { Endpoint } from '@coalsim/contract';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { z } from 'zod';

import { DEFAULT_SITE, type Config } from './config.js';
import type { Database } from './db/database.js';
import { guardedValidatorCompiler } from './lib/control-chars.js';
import { jsonBodyParser } from './lib/json-body.js';
import { LOG_REDACT, accessLog, lazyChildLoggerFactory, requestIdGenerator } from './lib/request-log.js';
import { serializerCompiler } from './lib/serializer.js';
import { accessRoutes } from './modules/access/routes.js';
import { assessRoutes } from './modules/assess/routes.js';
import { assessTeamRoutes } from './modules/assess/team.routes.js';
import { accountRoutes } from './modules/auth/account.routes.js';
import { createCaptchaService } from './modules/auth/captcha.service.js';
import { onlineRoutes } from './modules/auth/online.routes.js';
import { authRoutes } from './modules/auth/routes.js';
import type { AuthStore } from './modules/auth/store/auth-store.js';
import { withoutSessionCache, withSessionCache } from './modules/auth/store/cached-auth-store.js';
import { createPgAuthStore } from './modules/auth/store/pg-auth-store.js';
import { createRedisAuthStore } from './modules/auth/store/redis-auth-store.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { scheduledBackups } from './modules/database/backup-retention.js';
import { backupSealKey } from './modules/database/backup-seal.js';
import { createDownloadTickets } from './modules/database/download-tickets.js';
import { createRestoreGate } from './modules/database/restore-gate.js';
import { databaseRoutes } from './modules/database/routes.js';
import { demoRoutes } from './modules/demo/routes.js';
import { deviceRoutes } from './modules/device/routes.js';
import { dictRoutes } from './modules/dict/routes.js';
import { openApiOptions } from './modules/docs/openapi.js';
import { docsRoutes } from './modules/docs/routes.js';
import { enterpriseRoutes } from './modules/enterprise/routes.js';
import { paperRoutes } from './modules/exam/paper.routes.js';
import { examRoutes } from './modules/exam/routes.js';
import { fileRoutes } from './modules/files/routes.js';
import { generatorRoutes } from './modules/generator/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import type { JobRunnerOptions } from './modules/jobs/job-runner.js';
import jobsPlugin from './modules/jobs/jobs-plugin.js';
import { jobRoutes } from './modules/jobs/routes.js';
import { logRoutes } from './modules/logs/routes.js';
import { menuRoutes } from './modules/menus/routes.js';
import { monitorRoutes } from './modules/monitor/routes.js';
import { newsAdminRoutes } from './modules/news/news-admin.routes.js';
import { newsRoutes } from './modules/news/routes.js';
import { createPgNonceStore, createRedisNonceStore } from './modules/open/nonce-store.js';
import { openRoutes } from './modules/open/routes.js';
import { orgRoutes } from './modules/org/routes.js';
import { workerImportRoutes } from './modules/org/worker-import.routes.js';
import { roleRoutes } from './modules/roles/routes.js';
import { siteRoutes } from './modules/site/routes.js';
import { adminSoftRoutes } from './modules/soft/admin-soft.routes.js';
import { softRoutes } from './modules/soft/routes.js';
import { vendorSoftRoutes } from './modules/soft/vendor-soft.routes.js';
import { statsRoutes } from './modules/stats/routes.js';
import { storageRoutes } from './modules/storage/routes.js';
import { createFileStore } from './modules/storage/storage-backend.js';
import { trainRoutes } from './modules/train/routes.js';
import { userRoutes } from './modules/users/routes.js';
import auditPlugin from './plugins/audit.js';
import authPlugin from './plugins/auth.js';
import cacheBusPlugin from './plugins/cache-bus.js';
import cachesPlugin from './plugins/caches.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import securityPlugin from './plugins/security.js';
import staticPlugin, { pageScriptHashes, WEB_DIST } from './plugins/static.js';

// Validation messages in Chinese, like every other message of the API.
z.config(z.locales.zhCN());

export interface BuildAppOptions {
  config: Pick<Config, 'captchaEnabled' | 'dataDir' | 'redisUrl'> &
    Partial<Pick<Config, 'trustProxy' | 'rateLimits' | 'rateLimitAnonymous' | 'jobs'>> &
    // Uploads go to DATA_DIR/files unless STORAGE=s3 says otherwise.
    Partial<Pick<Config, 'storage' | 's3' | 'uploadQuota' | 'uploadsPerMinute'>> &
    // The footer's texts; the spec's defaults when not given.
    Partial<Pick<Config, 'site'>>;
  database: Database;
  /** Sessions, captchas and counters; by default Redis when configured, else the database. */
  authStore?: AuthStore;
  /** Signs captchas (lib/secret-key.ts); tests and benches get a random key per app. */
  secretKey?: Buffer;
  /** The process's pino logger; none in tests. */
  logger?: Logger;
  /** Folder of the built web app; null serves the API only. */
  webRoot?: string | null;
  /** Timings of the job runner (when `config.jobs` turns it on); tests make them short. */
  jobRunner?: JobRunnerOptions;
}

export const BODY_LIMIT = 1024 * 1024;

export interface RegisteredRoute {
  method: string;
  url: string;
  endpoint: Endpoint | undefined;
  /** A file route (the SPA's, the API viewer's): public, outside the contract. */
  staticAsset: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

/** Builds the whole app without listening: the server, the tests, e2e and bench all use it. */
export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    // The caller's logger, with the app's redaction whoever made it (lib/request-log); every
    // request.log is pino's child of it, made when first used, with the route's level and serializers.
    ...(options.logger
      ? {
          loggerInstance: options.logger.child({}, { redact: LOG_REDACT }) as FastifyBaseLogger,
          childLoggerFactory: lazyChildLoggerFactory,
        }
      : { logger: false }),
    // One access line per request (lib/request-log) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // The proxy's x-request-id is read by the generator, which keeps only ids the logs can hold.
    requestIdHeader: false,
    genReqId: requestIdGenerator(),
    // Long enough for a 100 MB upload (存储管理) at about 3 Mbit/s; idle sockets are cut sooner by
    // Node's own headers and keep-alive timeouts.
    requestTimeout: 300_000,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    // A URL the router refuses (a parameter over that length) answers in the one error shape too.
    frameworkErrors,
    // And so does a request Node's HTTP parser refuses (a query string over 16 KB, bytes not HTTP).
    clientErrorHandler,
    // request.ip: the client behind the trusted proxies, else the peer (sign-in lockouts, logs,
    // online users and rate limits all read it).
    trustProxy: options.config.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();

  // JSON bodies nested deeper than any contract body are refused before they are parsed: every
  // walk of a body (control characters, the audit's masking) would go as deep as it does.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonBodyParser(app));
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every route as registered, for the inventory test that holds it against the contract.
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      registered.push({
        method,
        url: route.url,
        endpoint: route.config?.endpoint,
        // Read later: the plugins that mark file routes do it in their own onRoute hook, which
        // runs after this one, on the same route options.
        get staticAsset() {
          return route.config?.staticAsset === true;
        },
      });
    }
  });
  if (options.logger) accessLog(app);

  await app.register(errorsPlugin);
  const webRoot = options.webRoot === undefined ? WEB_DIST : options.webRoot;
  await app.register(securityPlugin, { scriptHashes: webRoot ? pageScriptHashes(webRoot) : [] });
  await app.register(dbPlugin, { database: options.database });
  // While 数据库备份 restores, every request but /healthz answers 503 (modules/database).
  const restoreGate = createRestoreGate();
  app.addHook('onRequest', restoreGate.hook);
  await app.register(cacheBusPlugin);
  await app.register(cachesPlugin);

  const { config } = options;
  // One key for the server's lifetime: captchas, sealed app secrets and ilab-x tokens derive theirs.
  const secretKey = options.secretKey ?? randomBytes(32);
  // Sessions in Redis are read there on every request; sessions in the database are cached, each
  // revocation's notice to the other instances committed with it (modules/auth/store).
  const sharedStore =
    options.authStore ?? (config.redisUrl ? createRedisAuthStore(config.redisUrl) : undefined);
  const authStore = sharedStore
    ? withoutSessionCache(sharedStore)
    : withSessionCache(
        createPgAuthStore(options.database.db, () => app.cacheBus.notice('sessions')),
        app.cacheBus,
      );
  await app.register(authPlugin, { store: authStore });
  await app.register(auditPlugin);
  // One store of uploaded files: 存储管理, the editors' pictures, avatars and logos.
  const fileStore = await createFileStore({
    dataDir: config.dataDir,
    storage: config.storage,
    s3: config.s3,
    quota: config.uploadQuota,
  });
  // Off unless config.jobs says so: only the real server (JOBS, on by default) and the tests that
  // ask for it start pg-boss.
  const backupKey = backupSealKey(secretKey);
  await app.register(jobsPlugin, {
    enabled: config.jobs ?? false,
    database: options.database,
    store: fileStore,
    backups: scheduledBackups(options.database.db, options.database.pool, fileStore, backupKey, app.log),
    tuning: options.jobRunner,
  });
  // Off unless asked for: tests build many apps that sign in and register from one address.
  if (config.rateLimits) {
    await app.register(rateLimitPlugin, {
      anonymousPerMinute: config.rateLimitAnonymous ?? 600,
      uploadsPerMinute: config.uploadsPerMinute ?? 60,
      redisUrl: config.redisUrl,
    });
  }

  // Before the routes: the document is collected as they are registered.
  await app.register(swagger, openApiOptions);

  await app.register(healthRoutes);
  await app.register(siteRoutes, { site: config.site ?? DEFAULT_SITE });
  await app.register(authRoutes, {
    captchas: createCaptchaService(authStore, secretKey, config.captchaEnabled),
  });
  await app.register(accountRoutes, { dataDir: config.dataDir, store: fileStore });
  await app.register(onlineRoutes);
  await app.register(menuRoutes);
  await app.register(dictRoutes);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(dashboardRoutes);
  await app.register(softRoutes);
  await app.register(vendorSoftRoutes);
  await app.register(accessRoutes, { secretKey });
  const nonces = config.redisUrl
    ? createRedisNonceStore(config.redisUrl)
    : createPgNonceStore(options.database.db);
  app.addHook('onClose', () => nonces.close());
  await app.register(openRoutes, { secretKey, nonces });
  await app.register(assessTeamRoutes);
  await app.register(assessRoutes);
  await app.register(newsRoutes);
  await app.register(adminSoftRoutes);
  await app.register(newsAdminRoutes);
  await app.register(fileRoutes);
  await app.register(demoRoutes);
  await app.register(enterpriseRoutes, { store: fileStore });
  await app.register(orgRoutes);
  await app.register(workerImportRoutes, { tmpDir: fileStore.tmpDir });
  await app.register(logRoutes);
  await app.register(storageRoutes, { store: fileStore });
  await app.register(jobRoutes);
  await app.register(trainRoutes);
  await app.register(examRoutes, { tmpDir: fileStore.tmpDir });
  await app.register(paperRoutes);
  await app.register(statsRoutes);
  await app.register(deviceRoutes, { store: fileStore });
  await app.register(monitorRoutes, { redisUrl: config.redisUrl });
  await app.register(databaseRoutes, {
    store: fileStore,
    gate: restoreGate,
    key: backupKey,
    tickets: createDownloadTickets(secretKey),
  });
  await app.register(generatorRoutes, { store: fileStore });
  await app.register(docsRoutes);

  if (webRoot) await app.register(staticPlugin, { root: webRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
