import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      captchaEnabled: true,
      seedDemo: true,
      logLevel: 'info',
      trustProxy: false,
      rateLimits: true,
      rateLimitAnonymous: 600,
      jobs: true,
    });
  });

  it('reads JOBS: a second instance may leave the jobs to the others', () => {
    expect(loadConfig({ JOBS: 'false' }).jobs).toBe(false);
    expect(loadConfig({ JOBS: '1' }).jobs).toBe(true);
  });

  it('reads TRUST_PROXY as proxy addresses, and refuses a hop count or a name it does not know', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/^Invalid TRUST_PROXY="2"/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
    expect(loadConfig({}).secretKey).toBeUndefined();
    expect(loadConfig({ SECRET_KEY: 'k'.repeat(32) }).secretKey).toBe('k'.repeat(32));
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow(
      /^Invalid SECRET_KEY="short": must be at least 32/,
    );
    expect(loadConfig({ RATE_LIMITS: 'false', RATE_LIMIT_ANONYMOUS: '0' })).toMatchObject({
      rateLimits: false,
      rateLimitAnonymous: 0,
    });
  });

  it('stores uploads locally unless STORAGE=s3', () => {
    expect(loadConfig({})).toMatchObject({ storage: 'local', s3: undefined });
  });

  it('reads STORAGE=s3 with its S3_* variables, and names the one that is missing', () => {
    const s3 = {
      STORAGE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'coalsim',
      S3_ACCESS_KEY: 'access',
      S3_SECRET_KEY: 'secret',
    };
    expect(loadConfig(s3)).toMatchObject({
      storage: 's3',
      s3: {
        endpoint: 'http://minio:9000',
        bucket: 'coalsim',
        accessKey: 'access',
        secretKey: 'secret',
        region: 'us-east-1',
      },
    });
    expect(loadConfig({ ...s3, S3_REGION: 'cn-north-1' }).s3?.region).toBe('cn-north-1');
    // Kept with STORAGE=local, so that files stored in S3 before stay readable.
    expect(loadConfig({ ...s3, STORAGE: 'local' })).toMatchObject({
      storage: 'local',
      s3: { bucket: 'coalsim' },
    });
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY']) {
      const run = () => loadConfig({ ...s3, [name]: '' });
      expect(run).toThrow(ConfigError);
      expect(run).toThrow(`Invalid ${name}="": is required when STORAGE=s3`);
    }
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/^Invalid STORAGE="ftp": must be local or s3/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /^Invalid S3_ENDPOINT="minio:9000": must start with http:\/\/ or https:\/\//,
    );
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '9090',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/coalsim',
      DATABASE_URL: 'postgres://u:p@db:5432/coalsim',
      REDIS_URL: 'redis://cache:6379',
      CAPTCHA_ENABLED: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    expect(c).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      dataDir: '/var/lib/coalsim',
      databaseUrl: 'postgres://u:p@db:5432/coalsim',
      redisUrl: 'redis://cache:6379',
      captchaEnabled: false,
      seedDemo: false,
      logLevel: 'warn',
    });
  });

  it("reads the footer's SITE_* texts: the spec's years and no filing number by default, and refuses malformed years", () => {
    expect(loadConfig({}).site).toEqual({
      hostText: '主办单位：煤炭虚拟仿真空间平台运营中心',
      copyrightYears: '2018-2022',
      filingNumber: undefined,
    });
    expect(
      loadConfig({
        SITE_HOST_TEXT: ' 主办单位：某省煤炭工业协会 ',
        SITE_COPYRIGHT_YEARS: '2018-2026',
        SITE_FILING_NUMBER: '晋ICP备12345678号-2',
      }).site,
    ).toEqual({
      hostText: '主办单位：某省煤炭工业协会',
      copyrightYears: '2018-2026',
      filingNumber: '晋ICP备12345678号-2',
    });
    // Blank is unset, as for every variable.
    expect(loadConfig({ SITE_FILING_NUMBER: ' ', SITE_COPYRIGHT_YEARS: '' }).site).toMatchObject({
      copyrightYears: '2018-2022',
      filingNumber: undefined,
    });
    expect(() => loadConfig({ SITE_COPYRIGHT_YEARS: '2018 to 2026' })).toThrow(
      /^Invalid SITE_COPYRIGHT_YEARS="2018 to 2026": must be a year or a range of years/,
    );
  });

  it('never seeds demo data in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(false);
  });

  it.each([
    ['PORT', 'eighty', /^Invalid PORT="eighty": /],
    ['PORT', '70000', /^Invalid PORT="70000": /],
    ['DATABASE_URL', 'mysql://x', /^Invalid DATABASE_URL="mysql:\/\/x": must start with postgres:\/\//],
    ['REDIS_URL', 'localhost:6379', /^Invalid REDIS_URL=/],
    ['CAPTCHA_ENABLED', 'maybe', /^Invalid CAPTCHA_ENABLED="maybe": must be true or false/],
    ['JOBS', 'sometimes', /^Invalid JOBS="sometimes": must be true or false/],
    ['LOG_LEVEL', 'loud', /^Invalid LOG_LEVEL="loud"/],
  ])('refuses %s=%s with one line naming the variable', (name, value, message) => {
    const run = () => loadConfig({ [name]: value });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
    try {
      run();
    } catch (err) {
      expect((err as Error).message).not.toContain('\n');
    }
  });
});
