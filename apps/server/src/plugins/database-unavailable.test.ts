import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { databaseUnavailable } from './errors.js';

/** The shapes the driver threw while the embedded PostgreSQL was killed and restarted under load. */
describe('databaseUnavailable', () => {
  const wrapped = (cause: Error) => new DrizzleQueryError('insert into "sys_user" …', [], cause);

  it('recognises the client and pool refusing a lost connection, under drizzle’s wrapper', () => {
    for (const message of [
      'Client has encountered a connection error and is not queryable',
      'Client was closed and is not queryable',
      'Connection terminated unexpectedly',
      'timeout expired',
    ]) {
      expect(databaseUnavailable(wrapped(new Error(message))), message).toBe(true);
    }
    const timedOut = new Error('Connection terminated due to connection timeout', {
      cause: new Error('timeout expired'),
    });
    expect(databaseUnavailable(timedOut)).toBe(true);
  });

  it('looks into every address Node tried to connect to', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(databaseUnavailable(new AggregateError([refused], ''))).toBe(true);
  });

  it('recognises PostgreSQL shutting down or starting up by its SQLSTATE', () => {
    const starting = Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    expect(databaseUnavailable(wrapped(starting))).toBe(true);
    const full = Object.assign(new Error('sorry, too many clients already'), { code: '53300' });
    expect(databaseUnavailable(wrapped(full))).toBe(true);
  });

  it('leaves real bugs and query errors as they are', () => {
    expect(databaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(databaseUnavailable(wrapped(unique))).toBe(false);
    expect(databaseUnavailable('not an error')).toBe(false);
  });

  it('does not take a file system error for the database (a missing spool folder said 数据库暂不可用)', async () => {
    const missing = await import('node:fs/promises').then((fs) =>
      fs.mkdtemp('/nonexistent-coalsim-folder/backup-').catch((err: unknown) => err),
    );
    expect((missing as { code?: string }).code).toBe('ENOENT');
    expect(databaseUnavailable(missing)).toBe(false);
    const socket = Object.assign(new Error('connect ENOENT /tmp/pg/.s.PGSQL.5432'), {
      code: 'ENOENT',
      syscall: 'connect',
      address: '/tmp/pg/.s.PGSQL.5432',
    });
    expect(databaseUnavailable(socket)).toBe(true);
  });
});
