import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';

import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { prepareDatabase } from './db/prepare.js';

const SHUTDOWN_TIMEOUT_MS = 30_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`coalsim: ${err.message}\n`);
    process.exit(1);
  }
}

/** SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database. */
function closeOnSignals(app: FastifyInstance, database: Database, log: Logger) {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    log.info(`${signal}: finishing in-flight requests, then stopping`);
    setTimeout(() => {
      log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app
      .close()
      .then(() => database.close())
      .then(() => {
        log.info('stopped');
        process.exit(0);
      })
      .catch((err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

async function main() {
  const config = readConfig();
  const log = pino({ level: config.logLevel });
  let database: Database | undefined;
  try {
    database = await openDatabase(config, log);
    const { seeded } = await prepareDatabase(database, { seedDemo: config.seedDemo });
    if (seeded) log.info('demo accounts seeded: admin, enterprise, worker (password 123456)');
    const app = await buildApp({ config, database, logger: log });
    closeOnSignals(app, database, log);
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    log.fatal({ err }, `failed to start: ${err instanceof Error ? err.message : String(err)}`);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
