import { describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../testing/build-test-app.js';
import { createRunLeases } from './run-leases.js';

/**
 * A restore terminates every other backend of the database, the connections holding runs' leases
 * among them. Before, the cut connection's `error` had no listener and crashed the process: Vitest
 * reports such an error as unhandled and fails the run.
 */
describe('run leases: a lease whose connection is cut', async () => {
  const database = await createTestDatabase(false);
  const leases = createRunLeases(database.connection);

  it('fails nothing but the run, and the next run takes a new connection', async () => {
    const task = async () => {
      const { rows } = await database.pool.query<{ n: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'coalsim-job-leases'`,
      );
      // Long enough for the terminated backend's two errors (FATAL, then the socket's end) to land.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return rows[0]!.n;
    };
    expect(await leases.hold('run-1', task)).toBe(1);
    expect(await leases.hold('run-2', async () => 'ran')).toBe('ran');
    await leases.close();
  });
});
