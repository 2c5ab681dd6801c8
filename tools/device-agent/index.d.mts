// Types of tools/device-agent/index.mjs for the TypeScript tests that drive its pieces.
export type CommandName = 'launch' | 'stop' | 'update' | 'restart' | 'shutdown';

export interface AgentConfig {
  server?: string;
  serial?: string;
  stateDir?: string;
  commands: {
    launch?: { argv: string[]; cwd?: string; softIds: number[] | null; env: Record<string, string> };
    stop?: { graceSeconds: number };
    update?: { packagesDir?: string; maxUnpackedBytes: number };
    restart?: { argv: string[]; timeoutSeconds: number };
    shutdown?: { argv: string[]; timeoutSeconds: number };
  };
}

export interface LeasedCommand {
  id: number;
  attempt: number;
  leaseUntil?: string;
  command: string;
  args: Record<string, unknown>;
}

export interface CommandResult {
  status: 'succeeded' | 'failed' | 'rejected';
  detail: string;
  repeated?: boolean;
}

export interface AgentState {
  server?: string;
  deviceId?: number;
  softVersion?: string;
  installed: Record<string, string>;
  /** Commands carried out (or started: status 'running'), the newest FINISHED_KEPT. */
  finished?: (
    | { id: number; status: 'running'; command: string; startedAt: number }
    | { id: number; status: CommandResult['status']; detail: string }
  )[];
}

export declare const COMMAND_NAMES: CommandName[];
export declare const LAUNCH_PLACEHOLDERS: string[];
export declare class ConfigError extends Error {}
export declare function parseConfig(raw: unknown, options?: { baseDir?: string }): AgentConfig;
export declare function loadConfig(file: string): Promise<AgentConfig>;
/** The config file's text with its comment lines (a line starting with //) blanked. */
export declare function withoutComments(text: string): string;
export declare function allowedCommand(config: AgentConfig, name: string): object | null;
export declare function substituteArgv(argv: string[], values: Record<string, string>): string[];

export declare function backoffDelay(
  attempt: number,
  options?: { baseMs?: number; capMs?: number; random?: () => number },
): number;
export declare function sleep(ms: number, signal?: AbortSignal): Promise<void>;

export declare const AGENT_VERSION: string;
export declare class ApiError extends Error {
  constructor(status: number, message: string, code?: string);
  status: number;
  code?: string;
}
export declare function serverUrl(text: string, options?: { insecureHttp?: boolean }): string;
export declare function commandOf(body: unknown): LeasedCommand;

export interface AgentClient {
  server: string;
  secret: string | null;
  enrol(body: {
    code: string;
    serial: string;
  }): Promise<{ deviceId: number; secret: string; heartbeatSeconds: number }>;
  heartbeat(body: { agentVersion: string; state: 'idle' | 'busy'; softVersion?: string }): Promise<unknown>;
  nextCommand(wait: number, signal?: AbortSignal): Promise<LeasedCommand | null>;
  report(id: number, result: { status: string; detail: string }): Promise<void>;
  downloadPackage(
    packageId: number,
    file: string,
    options?: { maxBytes?: number; signal?: AbortSignal; timeout?: number },
  ): Promise<{ bytes: number; sha256: string }>;
}
export declare function createClient(options: {
  server: string;
  secret?: string | null;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Plain http to another machine (--insecure-http); refused otherwise. */
  insecureHttp?: boolean;
}): AgentClient;

export interface Executor {
  busy(): boolean;
  onChange(listener: () => void): void;
  execute(command: LeasedCommand): Promise<CommandResult>;
  stopRunning(): Promise<void>;
}
export declare function createExecutor(options: {
  config: AgentConfig;
  stateDir: string;
  state: AgentState;
  client: Pick<AgentClient, 'downloadPackage'>;
  log?: (line: string) => void;
  /** When the machine last started (ms); os.uptime() by default. */
  bootTime?: () => number;
}): Executor;
export declare const FINISHED_KEPT: number;
export declare function runArgv(
  argv: string[],
  options?: { timeoutSeconds?: number; cwd?: string },
): Promise<{ ok: true; output: string } | { ok: false; reason: string }>;

export declare const REVOKED_MESSAGE: string;
export declare function createLogger(write?: (line: string) => void): (message: string) => void;
export declare function runAgent(options: {
  client: AgentClient;
  executor: Executor;
  state: AgentState;
  log: (line: string) => void;
  signal?: AbortSignal;
  heartbeatSeconds?: number;
  wait?: number;
  backoff?: { baseMs?: number; capMs?: number; random?: () => number };
}): Promise<{ reason: 'stopped' } | { reason: 'revoked'; message: string }>;

export declare function sha256File(file: string): Promise<string>;
export declare function checkPackage(
  actual: { bytes: number; sha256: string },
  expected: { size: number; sha256: string },
): void;
export declare function updateArgsOf(args: unknown): {
  packageId: number;
  softId: number;
  version: string;
  sha256: string;
  size: number;
};
export declare function safeUnzip(
  zipFile: string,
  destDir: string,
  options?: { maxBytes?: number },
): Promise<{ files: number; bytes: number }>;
export declare function installPackage(options: {
  client: Pick<AgentClient, 'downloadPackage'>;
  args: unknown;
  packagesDir: string;
  maxUnpackedBytes?: number;
  signal?: AbortSignal;
}): Promise<{ dir: string; version: string; softId: number; files: number; bytes: number }>;

export declare function defaultStateDir(): string;
export declare function saveSecret(stateDir: string, secret: string): Promise<void>;
export declare function loadSecret(
  stateDir: string,
  warn?: (message: string) => void,
): Promise<string | null>;
export declare function loadState(stateDir: string): Promise<AgentState>;
export declare function saveState(stateDir: string, state: AgentState): Promise<void>;
