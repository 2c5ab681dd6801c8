import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';

import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { DataDirInUseError } from './db/embedded-postgres.js';
import { armFailpoints } from './lib/failpoint.js';
import { batchedDestination } from './lib/request-log.js';
import { loadSecretKey } from './lib/secret-key.js';
import { settleInterruptedRestore } from './modules/database/restore-recovery.js';
import { demoLaunchOrigin } from './modules/demo/demo-launch.js';
import { prepareDatabase } from './seed/prepare.js';

const SHUTDOWN_TIMEOUT_MS = 30_000;
/** Signals closer together than this are one request to stop, delivered twice. */
const REPEAT_WINDOW_MS = 1_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`coalsim: ${err.message}\n`);
    process.exit(1);
  }
}

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database. However
 * many signals arrive (a terminal's Ctrl+C reaches the whole process group, a parent may forward
 * it again, an impatient user presses twice), the embedded PostgreSQL is stopped before the
 * process exits: a repeated signal or a shutdown that takes too long skips the waiting, not that.
 */
function closeOnSignals(app: FastifyInstance, database: Database, log: Logger): (why: string) => void {
  let closing = false;
  let forced = false;
  const exitNow = (reason: string) => {
    if (forced) return;
    forced = true;
    log.warn(`${reason}: stopping the database and exiting now`);
    database
      .stopNow()
      .catch((err: unknown) => log.error({ err }, 'stopping the database failed'))
      .finally(() => process.exit(1));
  };
  const shutdown = (why: string) => {
    if (closing) {
      // The same Ctrl+C delivered twice (by the terminal and by a parent) is one request to stop.
      if (Date.now() - closingSince < REPEAT_WINDOW_MS) return;
      return exitNow(`${why} again`);
    }
    closing = true;
    closingSince = Date.now();
    log.info(`${why}: finishing in-flight requests, then stopping`);
    setTimeout(() => exitNow('shutdown took too long'), SHUTDOWN_TIMEOUT_MS).unref();
    app
      .close()
      .then(() => database.close())
      .then(() => {
        log.info('stopped');
        process.exit(0);
      })
      .catch((err: unknown) => {
        log.error({ err }, 'shutdown failed');
        exitNow('shutdown failed');
      });
  };
  let closingSince = 0;
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  process.on('SIGHUP', shutdown);
  return shutdown;
}

/**
 * Under `npm start` the server has an IPC channel to its launcher (scripts/run-server.mjs). The
 * kernel closes it when the launcher dies, however it dies (SIGKILL to its group included), so
 * 'disconnect' comes at once without polling; a polled parent pid would notice late, and under a
 * subreaper not at all. Run directly there is no channel and nothing is watched.
 */
function watchLauncher(): { gone: boolean; onGone?: () => void } {
  const launcher: { gone: boolean; onGone?: () => void } = { gone: false };
  // `send` exists only when started with a channel; one closed already (the launcher killed while
  // modules loaded) is gone without a 'disconnect' this listener could still hear.
  if (typeof process.send !== 'function') return launcher;
  if (!process.connected || !process.channel) return { gone: true };
  // Nothing is sent on it: it must not keep the process alive by itself.
  process.channel.unref();
  process.once('disconnect', () => {
    launcher.gone = true;
    launcher.onGone?.();
  });
  return launcher;
}

async function main() {
  const launcher = watchLauncher();
  const config = readConfig();
  // Written asynchronously, once 16 KB has gathered or else once a second (so a quiet server's
  // lines still appear): a synchronous write per line cost the busiest reads a third of their
  // throughput at the default level, and in a profile each asynchronous write cost the event loop
  // about as much as formatting twenty access lines.
  // Pino's lines are handed over a turn of the event loop at a time (lib/request-log), so the
  // destination's bookkeeping per string written stays small. Flushed before exit.
  const destination = batchedDestination(
    pino.destination({
      dest: 1,
      sync: false,
      minLength: 16_384,
      maxWrite: 65_536,
      periodicFlush: 1000,
    }),
  );
  const log = pino({ level: config.logLevel }, destination);
  process.on('exit', () => destination.flushSync());
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  try {
    armFailpoints(config.failpoints);
    database = await openDatabase(config, log, (c, name) => settleInterruptedRestore(c, name, log));
    const { seeded, firstAdmin } = await prepareDatabase(database, {
      seedDemo: config.seedDemo,
      initialAdminPassword: config.initialAdminPassword,
      demoLaunchOrigin: demoLaunchOrigin(config.host, config.port),
    });
    if (firstAdmin)
      log.info('first administrator made: admin, with INITIAL_ADMIN_PASSWORD (change it after signing in)');
    if (seeded)
      log.info(
        'demo accounts seeded (password 123456): admin, operator (platform staff), enterprise (示例煤业集团), worker (its staff member), expert1, expert2 (experts)',
      );
    const secretKey = await loadSecretKey(config);
    // With JOBS (the default) the job runner starts with the app (listen) and stops in app.close(),
    // before the database.
    app = await buildApp({ config, database, logger: log, secretKey });
    const shutdown = closeOnSignals(app, database, log);
    await app.listen({ port: config.port, host: config.host });
    // A server must not outlive its launcher: it would hold the port and the database alone.
    launcher.onGone = () => shutdown('the launcher is gone');
    if (launcher.gone) launcher.onGone();
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      // Not a fault of this server: one line saying what to do, no stack trace.
      process.stderr.write(`coalsim: ${err.message}\n`);
      process.exit(1);
    }
    log.fatal({ err }, `failed to start: ${err instanceof Error ? err.message : String(err)}`);
    // The job runner may have started (it starts when the app is ready, inside listen).
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
