import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * PostgreSQL's log, readable by this server's user only: it holds statements and the rows a
 * failed COPY met. Its mode is set, not left to the umask, and narrowed on one made before.
 */
export async function openPostgresLog(dataDir: string) {
  const logFile = await fs.open(path.join(dataDir, 'postgres.log'), 'a', 0o600);
  await logFile.chmod(0o600);
  return logFile;
}
