import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDataDir } from '../testing/build-test-app.js';
import { openPostgresLog } from './postgres-log.js';

const modeOf = async (p: string) => (await stat(p)).mode & 0o777;

// Under a umask of 0, as a service manager may start the process, a file opened without a mode
// comes out 0666: anyone on the machine could read the statements the log holds.
describe('the embedded PostgreSQL log', () => {
  let umask: number;
  beforeAll(() => {
    umask = process.umask(0);
  });
  afterAll(() => {
    process.umask(umask);
  });

  it('is created 0600 whatever the umask', async () => {
    const dataDir = await createTestDataDir();
    const log = await openPostgresLog(dataDir);
    await log.close();
    expect(await modeOf(path.join(dataDir, 'postgres.log'))).toBe(0o600);
  });

  it('is narrowed to 0600 when an earlier start left it readable by all, and keeps its lines', async () => {
    const dataDir = await createTestDataDir();
    const file = path.join(dataDir, 'postgres.log');
    await writeFile(file, 'LOG:  earlier\n', { mode: 0o644 });
    const log = await openPostgresLog(dataDir);
    await log.write('LOG:  later\n');
    await log.close();
    expect(await modeOf(file)).toBe(0o600);
    expect((await stat(file)).size).toBe('LOG:  earlier\nLOG:  later\n'.length);
  });
});
