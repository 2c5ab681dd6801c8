import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { until } from './poll.js';

/** The agent as `npm run device-agent` runs it, from the monorepo. */
export const AGENT_MAIN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../tools/device-agent/main.mjs',
);

/** Stands in for a simulator or a restart script: appends its argv to a file; `kill` ends its agent. */
export const COMMAND_SCRIPT = `import { appendFileSync } from 'node:fs';
const [file, ...rest] = process.argv.slice(2);
appendFileSync(file, JSON.stringify(rest) + '\\n');
// The machine going down, and the agent with it, before the command has returned.
if (rest[0] === 'kill') process.kill(process.ppid, 'SIGKILL');
`;

/** A device agent process (`argv[0]` run with the rest), its output gathered line by line. */
export function startAgentProcess(argv: string[]) {
  const child: ChildProcess = spawn(argv[0]!, argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
  const out: string[] = [];
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => out.push(...chunk.toString().split('\n').filter(Boolean)));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const line = (pattern: RegExp) =>
    until(`agent line ${pattern}`, async () => out.find((l) => pattern.test(l)), 20_000);
  return { child, out, stderr: () => stderr, exited, line };
}

export type AgentProcess = ReturnType<typeof startAgentProcess>;

/** `npm run device-agent -- <args>` without npm. */
export const startAgent = (args: string[]) => startAgentProcess([process.execPath, AGENT_MAIN, ...args]);
