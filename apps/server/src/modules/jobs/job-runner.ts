import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

import type { Database } from '../../db/database.js';
import { conflict, HttpError, notFound } from '../../lib/http-error.js';
import { JOB_TIME_ZONE } from './cron.js';
import { JOB_HANDLER_FUNCTIONS, type JobHandlers, type JobServices } from './handlers.js';
import { executeJob, type RunRequest } from './job-execute.js';
import { JOB_NOT_FOUND, JOB_RUNNER_STOPPED, JOBS_OFF } from './job-messages.js';
import { sysJob } from './job.table.js';
import { createRunLeases } from './run-leases.js';

/** What the routes need from the runner; the same shape whether this instance runs jobs or not. */
export interface JobRunner {
  readonly enabled: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Brings pg-boss's queues and schedules in line with sys_job (after a write here). */
  sync(): Promise<void>;
  /** Queues one manual run; whichever instance fetches it first runs it, exactly once. */
  runNow(jobId: number, username: string): Promise<void>;
}

export interface JobRunnerOptions {
  /** How often sys_job is read again for other instances' changes (60 s). */
  reconcileIntervalMs?: number;
  /** How often each job's queue is polled (5 s); 立即执行 wakes this instance's worker at once. */
  pollingIntervalSeconds?: number;
  /** pg-boss's check for due schedules (30 s) and its hand-over of them to the queues (5 s). */
  cronMonitorIntervalSeconds?: number;
  cronWorkerIntervalSeconds?: number;
  /** The registered handlers; tests may swap in others, production code never does. */
  handlers?: JobHandlers;
}

/** For JOBS=false and for tests that do not ask for it: writes work, nothing runs here. */
export const disabledJobRunner: JobRunner = {
  enabled: false,
  start: async () => undefined,
  stop: async () => undefined,
  sync: async () => undefined,
  runNow: async () => {
    throw conflict(JOBS_OFF);
  },
};

/**
 * One pg-boss queue per sys_job, named after its id. pg-boss 10 keeps one schedule per queue
 * (the schedule table's key is the queue name), so a queue shared by all jobs could not hold a
 * cron for each. Each queue has the `singleton` policy: one run of a job at a time across every
 * instance, and no retries (a failed run is in the history; the next one is the cron's).
 */
const QUEUE_PREFIX = 'coalsim-job-';
const queueOf = (jobId: number) => `${QUEUE_PREFIX}${jobId}`;
const jobIdOf = (queue: string) => Number(queue.slice(QUEUE_PREFIX.length));
const isJobQueue = (name: string) =>
  name.startsWith(QUEUE_PREFIX) && /^\d+$/.test(name.slice(QUEUE_PREFIX.length));
const QUEUE_OPTIONS = { policy: 'singleton', retryLimit: 0, expireInSeconds: 60 * 60 } as const;

/** A row of pg-boss's schedule table (its typings leave out the time zone). */
interface ScheduleRow {
  name: string;
  cron: string;
  timezone: string | null;
}

const jobStateColumns = { id: sysJob.id, cronExpression: sysJob.cronExpression, isPause: sysJob.isPause };
type JobState = { id: number; cronExpression: string; isPause: boolean };

type RunData = Partial<Pick<RunRequest, 'trigger' | 'username'>>;

/**
 * The job runner on pg-boss 10, in its own schema (`pgboss`) of the application's database and
 * with its own small pool. Schedules and queued runs live in pg-boss's tables, shared by every
 * instance: its cron monitor sends a due job once per minute whichever instances are up, and a
 * queued run is fetched by one worker only (SKIP LOCKED).
 *
 * Writing a schedule at the moment of a write is not enough on its own: workers belong to a
 * process, so another instance only works a new job's queue once it learns of the job, and an
 * instance with JOBS=false writes sys_job without pg-boss. So sys_job is the source of truth and
 * every runner reconciles pg-boss with it at start, after its own writes and once a minute.
 */
export function createJobRunner(
  database: Database,
  log: FastifyBaseLogger,
  options: JobRunnerOptions = {},
  given?: Omit<JobServices, 'log'>,
): JobRunner {
  const services = given && { ...given, log };
  const { db } = database;
  const handlers = options.handlers ?? JOB_HANDLER_FUNCTIONS;
  const workOptions = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5, batchSize: 1 };
  const workers = new Map<string, string>();
  let boss: PgBoss | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  let pending: Promise<void> = Promise.resolve();
  const leases = createRunLeases(database.connection);

  async function work([job]: PgBoss.Job<RunData>[]) {
    if (!job) return;
    const request: RunRequest = {
      // From the queue's name, not the data: a run can only ever be of the queue's own job.
      jobId: jobIdOf(job.name),
      trigger: job.data?.trigger === 'manual' ? 'manual' : 'schedule',
      username: typeof job.data?.username === 'string' ? job.data.username : null,
    };
    try {
      return await leases.hold(job.id, () => executeJob(db, handlers, request, services));
    } catch (err) {
      // Only recording the run failed (the handler's own errors are in its history row).
      log.error({ err, jobId: request.jobId }, 'job run could not be recorded');
      throw err;
    }
  }

  async function reconcileJob(
    b: PgBoss,
    job: JobState,
    queues: Set<string>,
    schedules: Map<string, ScheduleRow>,
  ) {
    const name = queueOf(job.id);
    if (!queues.has(name)) await b.createQueue(name, { name, ...QUEUE_OPTIONS });
    const current = schedules.get(name);
    if (job.isPause) {
      if (current) await b.unschedule(name);
    } else if (current?.cron !== job.cronExpression || current.timezone !== JOB_TIME_ZONE) {
      await b.schedule(name, job.cronExpression, { trigger: 'schedule' }, { tz: JOB_TIME_ZONE });
    }
    if (!workers.has(name)) workers.set(name, await b.work(name, workOptions, work));
  }

  async function reconcile() {
    const b = boss;
    if (!b || stopping) return;
    // pg-boss's state is read before sys_job: a queue seen here was made after its job's row was
    // committed, so that row is in the read below and the queue is not taken for an orphan.
    const queues = new Set((await b.getQueues()).map((q) => q.name).filter(isJobQueue));
    const schedules = new Map(
      ((await b.getSchedules()) as unknown as ScheduleRow[])
        .filter((s) => isJobQueue(s.name))
        .map((s) => [s.name, s]),
    );
    const jobs = await db.select(jobStateColumns).from(sysJob);
    const wanted = new Set(jobs.map((j) => queueOf(j.id)));
    for (const job of jobs) {
      try {
        await reconcileJob(b, job, queues, schedules);
      } catch (err) {
        // One bad row (a cron edited by hand in the database) must not stop the others.
        log.warn({ err, jobId: job.id }, 'job could not be scheduled');
      }
    }
    for (const name of [...workers.keys()]) {
      if (wanted.has(name)) continue;
      await b.offWork(name);
      workers.delete(name);
    }
    for (const name of queues) {
      if (wanted.has(name)) continue;
      try {
        await b.unschedule(name);
        await b.deleteQueue(name);
      } catch (err) {
        // pg-boss refuses to drop a queue whose runs it still keeps (its own foreign key): the
        // queue stays, unscheduled and unworked, until its runs are archived. Never a reason to
        // stop the other jobs, nor a starting instance.
        log.debug({ err, queue: name }, 'job runner: the deleted job’s queue is kept for now');
      }
    }
    await requeueOrphans(b);
  }

  /** Runs an instance took and died with are queued again (run-leases.ts). */
  async function requeueOrphans(b: PgBoss) {
    for (const run of await leases.orphans(isJobQueue)) {
      await b.fail(run.name, run.id, { message: 'the instance running it stopped' });
      await b.retry(run.name, run.id);
      log.warn({ queue: run.name, run: run.id }, 'job runner: a run whose instance stopped is queued again');
    }
  }

  /** One reconciliation at a time on this instance; a failed one does not block the next. */
  function sync(): Promise<void> {
    const next = pending.catch(() => undefined).then(() => leases.exclusively(reconcile));
    pending = next;
    return next;
  }

  return {
    enabled: true,
    async start() {
      boss = new PgBoss({
        // The pool's own settings (host, port, user, password, database or connectionString);
        // pg-boss's typings spell the password callback differently from pg's.
        ...(database.connection as PgBoss.DatabaseOptions),
        max: 4,
        application_name: 'coalsim-jobs',
        retryLimit: 0,
        cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
        cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds ?? 5,
      });
      // Without a listener an 'error' event would throw; these are pg-boss's background loops.
      boss.on('error', (err) => log.warn({ err }, 'job runner: pg-boss reported an error'));
      const started = boss;
      // pg-boss's schema is made under the same lock as the queues (run-leases.ts).
      await leases.exclusively(() => started.start());
      await sync();
      timer = setInterval(() => {
        sync().catch((err: unknown) => log.warn({ err }, 'job runner: reconciliation failed'));
      }, options.reconcileIntervalMs ?? 60_000);
      timer.unref();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      await pending.catch(() => undefined);
      // Runs in progress get 10 s to finish (the process allows 30 s for the whole shutdown);
      // pg-boss then marks them failed and closes its pool, before the database stops.
      await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
      boss = undefined;
      await leases.close();
    },
    sync,
    async runNow(jobId, username) {
      const name = queueOf(jobId);
      // A job made a moment ago on another instance: this one learns of it now.
      if (!workers.has(name)) await sync();
      if (!boss) throw new HttpError(503, JOB_RUNNER_STOPPED);
      const data: RunData = { trigger: 'manual', username };
      // pg-boss sends nothing to a queue that does not exist: the job was deleted meanwhile.
      if ((await boss.send(name, data)) === null) throw notFound(JOB_NOT_FOUND);
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
  };
}
