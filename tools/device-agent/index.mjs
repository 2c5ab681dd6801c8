// The device agent's pieces, for its tests and for anyone embedding it; main.mjs is the program.
export { createLogger, REVOKED_MESSAGE, runAgent } from './agent.mjs';
export { backoffDelay, sleep } from './backoff.mjs';
export { AGENT_VERSION, ApiError, commandOf, createClient, serverUrl } from './client.mjs';
export {
  allowedCommand,
  COMMAND_NAMES,
  ConfigError,
  LAUNCH_PLACEHOLDERS,
  loadConfig,
  parseConfig,
  substituteArgv,
  withoutComments,
} from './config.mjs';
export { createExecutor, runArgv } from './executor.mjs';
export { FINISHED_KEPT } from './finished.mjs';
export { checkPackage, installPackage, safeUnzip, sha256File, updateArgsOf } from './package-install.mjs';
export { defaultStateDir, loadSecret, loadState, saveSecret, saveState } from './state.mjs';
