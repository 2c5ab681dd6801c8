import { z } from 'zod';

import { listQuerySchema } from '../common/list-query.js';

const percent = z.number().min(0).max(100);
const bytes = z.number().nonnegative();

/** A mounted file system (size and use only: the server's own folders are not named). */
export const diskSchema = z.object({
  mount: z.string(),
  fsType: z.string(),
  size: bytes,
  used: bytes,
  available: bytes,
  usage: percent,
  /** false: its statfs did not answer in time (a hung disk); the figures are then 0. */
  responding: z.boolean(),
});

export const cacheStatsSchema = z.object({
  /** The cache's name, e.g. `menus`, `softPages`. */
  name: z.string(),
  entries: z.number().int().nonnegative(),
  hits: z.number().int().nonnegative(),
  misses: z.number().int().nonnegative(),
  /** hits / (hits + misses) in percent; null before the first read. */
  hitRate: percent.nullable(),
});

/** 服务监控: one reading of the machine, the process, the database, Redis and the caches. */
export const serverStatusSchema = z.object({
  /** When it was read (ISO 8601). */
  time: z.string(),
  os: z.object({
    platform: z.string(),
    distro: z.string(),
    release: z.string(),
    arch: z.string(),
    hostname: z.string(),
    /** Seconds since the machine started. */
    uptime: z.number().nonnegative(),
  }),
  cpu: z.object({
    model: z.string(),
    /** Physical and logical cores. */
    physicalCores: z.number().int().nonnegative(),
    cores: z.number().int().nonnegative(),
    /** Load averages over 1, 5 and 15 minutes. */
    load: z.array(z.number().nonnegative()).length(3),
    /** The machine's busy share of every core since the viewer's previous reading. */
    usage: percent,
  }),
  memory: z.object({ total: bytes, used: bytes, available: bytes, usage: percent }),
  swap: z.object({ total: bytes, used: bytes, usage: percent }),
  disks: z.array(diskSchema),
  process: z.object({
    node: z.string(),
    /** Seconds since this instance started. */
    uptime: z.number().nonnegative(),
    rss: bytes,
    heapUsed: bytes,
    heapTotal: bytes,
    /**
     * Event-loop delay in milliseconds since the viewer's (the account's) previous reading; its
     * first reading covers the time since the instance started. The same for both CPU figures.
     */
    eventLoopP50: z.number().nonnegative(),
    eventLoopP99: z.number().nonnegative(),
    /** This process's CPU time since the viewer's previous reading, in percent of one core. */
    cpuUsage: z.number().nonnegative(),
  }),
  database: z.object({
    version: z.string(),
    /** The current database's size. */
    size: bytes,
    /** Server connections to this database by state. */
    active: z.number().int().nonnegative(),
    idle: z.number().int().nonnegative(),
    maxConnections: z.number().int().nonnegative(),
    /** This instance's pool: open clients, idle ones, requests waiting for one. */
    poolTotal: z.number().int().nonnegative(),
    poolIdle: z.number().int().nonnegative(),
    poolWaiting: z.number().int().nonnegative(),
    /** Buffer cache hits in percent of block reads; null on a database that has read nothing. */
    cacheHitRatio: percent.nullable(),
    /** The longest running statement other than this one, in seconds (0 when none runs). */
    longestQuerySeconds: z.number().nonnegative(),
  }),
  /** null when REDIS_URL is not set. */
  redis: z
    .object({
      /** false when Redis did not answer this reading (the other figures are then 0). */
      available: z.boolean(),
      version: z.string(),
      usedMemory: bytes,
      keys: z.number().int().nonnegative(),
      /** keyspace hits in percent of lookups; null before the first lookup. */
      hitRate: percent.nullable(),
      connectedClients: z.number().int().nonnegative(),
    })
    .nullable(),
  caches: z.array(cacheStatsSchema),
});

export const SQL_STAT_SORT_FIELDS = ['totalTime', 'meanTime', 'calls', 'rows'] as const;

export const sqlStatQuerySchema = listQuerySchema(SQL_STAT_SORT_FIELDS).extend({
  /** Part of the statement's text. */
  blurry: z.string().trim().max(200).optional(),
});

export const sqlStatSchema = z.object({
  /** pg_stat_statements' query id, as text (it is a 64-bit number). */
  queryId: z.string(),
  /** The normalised statement: constants replaced by $1, $2… */
  query: z.string(),
  calls: z.number().int().nonnegative(),
  /** Milliseconds. */
  totalTime: z.number().nonnegative(),
  meanTime: z.number().nonnegative(),
  maxTime: z.number().nonnegative(),
  rows: z.number().int().nonnegative(),
  /** Share of every statement's total time, in percent. */
  share: percent,
});

/** SQL 监控: a page of statements, or why there are none. */
export const sqlStatPageSchema = z.object({
  /** Whether pg_stat_statements is loaded and installed in this database. */
  enabled: z.boolean(),
  /** When disabled: what to do to enable it. */
  hint: z.string(),
  content: z.array(sqlStatSchema),
  totalElements: z.number().int().nonnegative(),
  /** The total time of every statement, in milliseconds. */
  totalTime: z.number().nonnegative(),
  /** When the statistics were last reset (ISO 8601), null when unknown. */
  resetAt: z.string().nullable(),
});

export type ServerStatus = z.infer<typeof serverStatusSchema>;
export type SqlStat = z.infer<typeof sqlStatSchema>;
export type SqlStatPage = z.infer<typeof sqlStatPageSchema>;
export type SqlStatQuery = z.input<typeof sqlStatQuerySchema>;
export type CacheStats = z.infer<typeof cacheStatsSchema>;
