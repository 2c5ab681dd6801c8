import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { type Child, startProcess, stopProcess, tail, waitUntil } from './processes.js';

/** The message of the last fatal or error line in an instance's log (pino JSON), else its last lines. */
function lastWords(logFile: string): string {
  const lines = tail(logFile, 200).split('\n');
  for (const line of lines.reverse()) {
    if (!/^\{"level":(50|60),/.test(line)) continue;
    try {
      return String((JSON.parse(line) as { msg?: string }).msg).slice(0, 400);
    } catch {
      break;
    }
  }
  return tail(logFile, 3);
}

/** What every instance shares: one database, one Redis, one object store, one key. */
export type SharedEnv = Record<string, string>;

export interface InstanceState {
  /** 1, 2 or 3, as the tests name them. */
  n: number;
  port: number;
  url: string;
  dataDir: string;
  logFile: string;
  child: Child | undefined;
  /** Exits the tests did not ask for (a crash), with the log's last lines. */
  unexpectedExits: string[];
  /** SIGKILLs the tests asked for. */
  kills: number;
}

/**
 * The built app (`node apps/server/dist/server.js`) N times, each with its own PORT and DATA_DIR
 * and the same shared settings. Only PATH and HOME come from the runner's environment: what the
 * instances see is what is written here, never a variable the runner happened to have.
 */
export class Instances {
  readonly all: InstanceState[];
  private stopping = false;

  constructor(
    private readonly serverJs: string,
    private readonly shared: SharedEnv,
    root: string,
    ports: number[],
  ) {
    this.all = ports.map((port, i) => ({
      n: i + 1,
      port,
      url: `http://127.0.0.1:${port}`,
      dataDir: path.join(root, `instance-${i + 1}`),
      logFile: path.join(root, `instance-${i + 1}.log`),
      child: undefined,
      unexpectedExits: [],
      kills: 0,
    }));
  }

  get(n: number): InstanceState {
    const instance = this.all[n - 1];
    if (!instance) throw new Error(`no instance ${n}`);
    return instance;
  }

  /** Spawns the process without waiting: starting all three in one turn is itself a check. */
  spawn(n: number): void {
    const instance = this.get(n);
    if (instance.child && !instance.child.exit) throw new Error(`instance ${n} is running already`);
    const env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/root',
      ...this.shared,
      PORT: String(instance.port),
      DATA_DIR: instance.dataDir,
    };
    const child = startProcess(`instance ${n}`, process.execPath, [this.serverJs], {
      env,
      logFile: instance.logFile,
    });
    instance.child = child;
    void child.exited.then(({ code, signal }) => {
      if (this.stopping || instance.child !== child || signal === 'SIGKILL') return;
      instance.unexpectedExits.push(
        `instance ${n} (pid ${child.pid}) exited with ${signal ?? `code ${code}`}: ${lastWords(instance.logFile)}`,
      );
    });
  }

  async waitReady(n: number, timeoutMs = 120_000): Promise<void> {
    const instance = this.get(n);
    await waitUntil(`instance ${n} /readyz`, async () => (await fetch(`${instance.url}/readyz`)).ok, {
      timeoutMs,
      everyMs: 100,
      gone: () => instance.child?.exit && `exited while starting: ${lastWords(instance.logFile)}`,
    });
  }

  async startAll(): Promise<void> {
    await Promise.all(this.all.map((i) => mkdir(i.dataDir, { recursive: true })));
    for (const instance of this.all) this.spawn(instance.n);
    await Promise.all(this.all.map((i) => this.waitReady(i.n)));
  }

  /** SIGKILL, as a crash or the OOM killer would end it: nothing gets to finish. */
  async kill(n: number): Promise<number> {
    const instance = this.get(n);
    const child = instance.child;
    if (!child || child.exit) throw new Error(`instance ${n} is not running`);
    instance.kills++;
    process.kill(child.pid, 'SIGKILL');
    await child.exited;
    return child.pid;
  }

  async restart(n: number): Promise<number> {
    this.spawn(n);
    await this.waitReady(n);
    return this.get(n).child!.pid;
  }

  /** SIGTERM: each finishes its requests and jobs (up to its own 30 s) and closes its pools. */
  async stopAll(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      this.all.map((i) => (i.child ? stopProcess(i.child, 'SIGTERM', 35_000) : Promise.resolve())),
    );
  }
}
