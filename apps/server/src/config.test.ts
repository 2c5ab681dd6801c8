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
    });
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
    expect(loadConfig({ RATE_LIMITS: 'false', RATE_LIMIT_ANONYMOUS: '0' })).toMatchObject({
      rateLimits: false,
      rateLimitAnonymous: 0,
    });
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

  it('never seeds demo data in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(false);
  });

  it.each([
    ['PORT', 'eighty', /^Invalid PORT="eighty": /],
    ['PORT', '70000', /^Invalid PORT="70000": /],
    ['DATABASE_URL', 'mysql://x', /^Invalid DATABASE_URL="mysql:\/\/x": must start with postgres:\/\//],
    ['REDIS_URL', 'localhost:6379', /^Invalid REDIS_URL=/],
    ['CAPTCHA_ENABLED', 'maybe', /^Invalid CAPTCHA_ENABLED="maybe": must be true or false/],
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
