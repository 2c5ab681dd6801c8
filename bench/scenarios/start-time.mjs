// Cold start (empty DATA_DIR: initdb, migrations, demo seed) and warm restart (same DATA_DIR)
// of `npm start` until /healthz answers and the SPA is served; plus the server's idle RSS.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startOnce(root, dataDir) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`start exited with ${child.exitCode}`);
    try {
      const [health, spa] = await Promise.all([fetch(`${base}/healthz`), fetch(`${base}/`)]);
      if (health.ok && spa.ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 1000));
  const serverPid = Number(
    (await import('node:child_process'))
      .execFileSync('pgrep', ['-P', String(child.pid), '-f', 'server.js'])
      .toString()
      .trim(),
  );
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${serverPid}/status`, 'utf8'))?.[1]);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { ms: Math.round(ms), rssMb: Math.round(rssKb / 1024) };
}

export async function startTime(root) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coalsim-bench-'));
  try {
    const cold = await startOnce(root, dataDir);
    const warm = await startOnce(root, dataDir);
    return { coldStartMs: cold.ms, warmStartMs: warm.ms, idleRssMb: warm.rssMb };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
