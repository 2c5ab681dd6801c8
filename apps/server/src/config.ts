import path from 'node:path';

import { passwordSchema } from '@coalsim/contract';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'));

const url = (protocols: string[]) =>
  z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || v === '' || protocols.some((p) => v.startsWith(`${p}://`)),
      `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    )
    .transform((v) => (v === '' ? undefined : v));

/** Unset and empty are the same: a variable left blank in a compose file means "not set". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const megabytes = z.coerce.number({ error: 'must be a number of megabytes' }).int().min(1);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']),
  REDIS_URL: url(['redis', 'rediss']),
  CAPTCHA_ENABLED: bool(true),
  SEED_DEMO: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): string[] | false => {
      if (v === undefined || v.trim() === '') return false;
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      // Addresses or CIDR blocks (IPv4 or IPv6), or proxy-addr's names for reserved ranges. A
      // bare hop count is refused: it cannot tell a proxy from a client that forges the header.
      const ok = (s: string) =>
        (/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s) && /[.:]/.test(s)) ||
        ['loopback', 'linklocal', 'uniquelocal'].includes(s);
      if (list.every(ok)) return list;
      ctx.issues.push({
        code: 'custom',
        input: v,
        message: "must be the proxies' addresses or CIDR blocks, comma-separated (e.g. 10.0.0.0/8,127.0.0.1)",
      });
      return z.NEVER;
    }),
  SECRET_KEY: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || v === '' || v.length >= 32,
      'must be at least 32 characters (e.g. openssl rand -hex 32)',
    )
    .transform((v) => (v === '' ? undefined : v)),
  // The accounts' own rule (letters and digits, at most 64), and longer: it opens the back office.
  INITIAL_ADMIN_PASSWORD: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || v === '' || (v.length >= 12 && passwordSchema.safeParse(v).success),
      'must be 12 to 64 characters with letters and digits',
    )
    .transform((v) => (v === '' ? undefined : v)),
  RATE_LIMITS: bool(true),
  JOBS: bool(true),
  // Test-only (lib/failpoint.ts): names of places where the process kills itself.
  COALSIM_FAILPOINTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  RATE_LIMIT_ANONYMOUS: z.coerce
    .number({ error: 'must be a number of requests per minute (0 turns the limit off)' })
    .int()
    .min(0)
    .default(600),
  UPLOADS_PER_MINUTE: z.coerce
    .number({ error: 'must be a number of uploads per account and minute' })
    .int()
    .min(1)
    .default(60),
  UPLOAD_QUOTA_MB: megabytes.default(20),
  UPLOAD_QUOTA_VERIFIED_MB: megabytes.default(2048),
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_ENDPOINT: url(['http', 'https']),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  S3_REGION: optionalText,
  SITE_HOST_TEXT: optionalText.refine(
    (v) => v === undefined || v.length <= 100,
    'must be at most 100 characters',
  ),
  SITE_COPYRIGHT_YEARS: optionalText.refine(
    (v) => v === undefined || /^\d{4}(-\d{4})?$/.test(v),
    'must be a year or a range of years (e.g. 2018-2026)',
  ),
  SITE_FILING_NUMBER: optionalText.refine(
    (v) => v === undefined || v.length <= 50,
    'must be at most 50 characters (e.g. 京ICP备12345678号-1)',
  ),
});

/** What STORAGE=s3 cannot do without, checked after the fields themselves. */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;

const checkedEnvSchema = envSchema.superRefine((e, ctx) => {
  if (e.STORAGE !== 's3') return;
  for (const name of S3_REQUIRED) {
    if (e[name] === undefined) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE=s3' });
    }
  }
});

const MB = 1024 * 1024;

/** Bytes each kind of account may keep stored; platform staff have none (they run the platform). */
export interface StorageQuota {
  /** An enterprise not (yet) verified, with its staff, or an individual account. */
  unverifiedBytes: number;
  /** A verified enterprise, all its accounts together. */
  verifiedBytes: number;
}

/** An S3-compatible store (AWS, MinIO, Ceph …), addressed path-style. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

/** The portal and console footers' texts (GET /api/portal/site). */
export interface SiteSettings {
  hostText: string;
  copyrightYears: string;
  /** ICP 备案号; unset: the footer shows none. */
  filingNumber: string | undefined;
}

/** The footer unless SITE_* say otherwise: the spec's years, no filing number. */
export const DEFAULT_SITE: SiteSettings = {
  hostText: '主办单位：煤炭虚拟仿真空间平台运营中心',
  copyrightYears: '2018-2022',
  filingNumber: undefined,
};

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  captchaEnabled: boolean;
  /** Never true in production, whatever SEED_DEMO says. */
  seedDemo: boolean;
  /**
   * The password of the first administrator (`admin`), made at a start that finds no account at
   * all: how a production installation, which gets no demo accounts, gets its first sign-in.
   */
  initialAdminPassword: string | undefined;
  logLevel: string;
  /** Proxies (addresses or CIDRs) whose X-Forwarded-For is believed; false: none. */
  trustProxy: string[] | false;
  /** Signs captchas and encrypts app secrets; unset: a key generated into DATA_DIR. */
  secretKey: string | undefined;
  /** false: no rate limit at all (load tests, trusted networks). */
  rateLimits: boolean;
  /** COALSIM_FAILPOINTS, for crash tests only (lib/failpoint.ts); empty otherwise. */
  failpoints: string[];
  /** Run scheduled jobs and 立即执行 here (pg-boss); false: this instance runs none. */
  jobs: boolean;
  /** Anonymous API calls per client IP and minute; 0 turns the general limit off. */
  rateLimitAnonymous: number;
  /** Uploads per signed-in account and minute (rate limit; RATE_LIMITS=false turns it off). */
  uploadsPerMinute: number;
  /** What an account may keep stored (modules/storage/storage-quota.ts). */
  uploadQuota: StorageQuota;
  /** Where new uploads go: `DATA_DIR/files` or the S3-compatible store. */
  storage: 'local' | 's3';
  /**
   * The S3-compatible store, whenever all of its variables are set (always with STORAGE=s3): files
   * stored there earlier stay readable after switching back to local.
   */
  s3: S3Settings | undefined;
  site: SiteSettings;
}

export class ConfigError extends Error {}

/** Parses the environment once; an invalid value throws a one-line message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid ${name}=${JSON.stringify(env[name] ?? '')}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    captchaEnabled: e.CAPTCHA_ENABLED,
    seedDemo: e.NODE_ENV !== 'production' && e.SEED_DEMO !== 'false',
    initialAdminPassword: e.INITIAL_ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    secretKey: e.SECRET_KEY,
    rateLimits: e.RATE_LIMITS,
    failpoints: e.COALSIM_FAILPOINTS,
    jobs: e.JOBS,
    rateLimitAnonymous: e.RATE_LIMIT_ANONYMOUS,
    uploadsPerMinute: e.UPLOADS_PER_MINUTE,
    uploadQuota: {
      unverifiedBytes: e.UPLOAD_QUOTA_MB * MB,
      verifiedBytes: e.UPLOAD_QUOTA_VERIFIED_MB * MB,
    },
    storage: e.STORAGE,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY && e.S3_SECRET_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKey: e.S3_ACCESS_KEY,
            secretKey: e.S3_SECRET_KEY,
            region: e.S3_REGION ?? 'us-east-1',
          }
        : undefined,
    site: {
      hostText: e.SITE_HOST_TEXT ?? DEFAULT_SITE.hostText,
      copyrightYears: e.SITE_COPYRIGHT_YEARS ?? DEFAULT_SITE.copyrightYears,
      filingNumber: e.SITE_FILING_NUMBER,
    },
  };
}
