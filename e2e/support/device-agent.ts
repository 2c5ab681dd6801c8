import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const AGENT = path.join(ROOT, 'tools/device-agent/main.mjs');

/** The simulator and the shutdown script, harmless: each writes a marker file; `STAY` keeps it running. */
const MARKER = `import { writeFileSync } from 'node:fs';
const [file] = process.argv.slice(2);
writeFileSync(file, JSON.stringify({ ticket: process.env.COALSIM_TICKET ?? null }));
if (process.env.STAY) setInterval(() => {}, 1000);
`;

/**
 * `npm run device-agent` as a device in a training room runs it (without npm): enrolled with the
 * code the page shows, configured to launch and stop a stand-in simulator, install packages and
 * run a harmless shutdown; restart is left out, so the agent refuses it.
 */
export function startDeviceAgent(server: string, code: string, serial: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'coalsim-e2e-agent-'));
  const marker = path.join(dir, 'marker.mjs');
  writeFileSync(marker, MARKER);
  const config = path.join(dir, 'agent.json');
  writeFileSync(
    config,
    JSON.stringify({
      serial,
      commands: {
        launch: { argv: [process.execPath, marker, path.join(dir, 'launched.json')], env: { STAY: '1' } },
        stop: { graceSeconds: 2 },
        update: { packagesDir: path.join(dir, 'packages') },
        shutdown: { argv: [process.execPath, marker, path.join(dir, 'shutdown.json')] },
      },
    }),
  );
  const child: ChildProcess = spawn(
    process.execPath,
    [
      AGENT,
      '--server',
      server,
      '--code',
      code,
      '--serial',
      serial,
      '--config',
      config,
      '--state',
      path.join(dir, 'state'),
      '--wait',
      '5',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  child.stderr!.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return {
    dir,
    lines,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
