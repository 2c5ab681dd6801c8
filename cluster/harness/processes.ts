import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

/** A program the harness started, with its output in a log file of the temporary folder. */
export interface Child {
  name: string;
  pid: number;
  logFile: string;
  /** Settles when the process has exited, however it exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Set once it has exited. */
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  abruptStop: NodeJS.Signals;
}

/** Every child still running, so that an abrupt end of the runner can still stop them all. */
const running = new Set<Child>();

export interface StartOptions {
  env: NodeJS.ProcessEnv;
  cwd?: string;
  logFile: string;
  /** Run as this system user (PostgreSQL refuses to run as root). */
  runAs?: { uid: number; gid: number };
  /**
   * What stops it when the runner ends abruptly (default SIGKILL). nginx needs SIGTERM: its
   * workers outlive a killed master; PostgreSQL SIGQUIT, which ends its backends with it.
   */
  abruptStop?: NodeJS.Signals;
}

export function startProcess(name: string, command: string, args: string[], opts: StartOptions): Child {
  // Appended, not truncated: an instance started again after a SIGKILL keeps its earlier lines.
  const log = openSync(opts.logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(command, args, {
      env: opts.env,
      cwd: opts.cwd,
      uid: opts.runAs?.uid,
      gid: opts.runAs?.gid,
      stdio: ['ignore', log, log],
    });
  } finally {
    closeSync(log);
  }
  if (child.pid === undefined) throw new Error(`${name} could not be started (${command})`);
  const started: Child = {
    name,
    pid: child.pid,
    logFile: opts.logFile,
    exit: undefined,
    abruptStop: opts.abruptStop ?? 'SIGKILL',
    exited: new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        started.exit = { code, signal };
        running.delete(started);
        resolve({ code, signal });
      });
    }),
  };
  // A program missing or not executable is reported through 'error', not as an exit.
  child.once('error', (err) => {
    started.exit = { code: -1, signal: null };
    running.delete(started);
    process.stderr.write(`cluster: ${name} failed to start: ${err.message}\n`);
  });
  running.add(started);
  return started;
}

/** Sends `signal`, waits up to `timeoutMs`, then SIGKILL: a stop never hangs the suite. */
export async function stopProcess(child: Child, signal: NodeJS.Signals, timeoutMs: number): Promise<void> {
  if (child.exit) return;
  try {
    process.kill(child.pid, signal);
  } catch {
    return;
  }
  const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), timeoutMs).unref());
  if ((await Promise.race([child.exited, timer])) !== 'late') return;
  process.stderr.write(`cluster: ${child.name} ignored ${signal} for ${timeoutMs} ms: killing it\n`);
  try {
    process.kill(child.pid, 'SIGKILL');
  } catch {
    return;
  }
  await child.exited;
}

/**
 * For the runner's 'exit' event, where nothing asynchronous runs any more (vitest exits at once
 * on Ctrl-C, without its global teardown): stops what is left and waits for it synchronously.
 */
export function killAllNow(): void {
  const pids = [...running].map((c) => c.pid);
  for (const child of running) {
    try {
      process.kill(child.pid, child.abruptStop);
    } catch {
      // gone already
    }
  }
  if (pids.length === 0) return;
  // Up to 5 s for them to be gone (a killed child stays a zombie of this process: that counts as
  // gone), so that the temporary folder is removed after the last write into it.
  const alive = `for p in ${pids.join(' ')}; do grep -qs '^State:[[:space:]]*[^Z]' /proc/$p/status && a=1; done`;
  spawnSync('sh', ['-c', `for i in $(seq 1 50); do a=0; ${alive}; [ $a = 0 ] && exit 0; sleep 0.1; done`]);
}

/** The last lines of a log, for an error message that says why a program stopped. */
export function tail(file: string, lines = 25): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Polls `check` every `everyMs` until it is true; fails fast when `gone()` says the process died. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  opts: { timeoutMs: number; everyMs?: number; gone?: () => string | undefined },
): Promise<void> {
  const deadline = Date.now() + opts.timeoutMs;
  for (;;) {
    const died = opts.gone?.();
    if (died) throw new Error(`${what}: ${died}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${opts.timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, opts.everyMs ?? 100));
  }
}
