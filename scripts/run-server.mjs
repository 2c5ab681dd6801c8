// Runs the server as a child and passes stop signals on, once each. Used by `npm start`; the
// server process test runs it too, so what is tested is what users run.
import { spawn } from 'node:child_process';

/** The caller's stdio (a string or an array), with an IPC channel as the server's fourth fd. */
function withChannel(stdio = 'inherit') {
  const fds = typeof stdio === 'string' ? [stdio, stdio, stdio] : [...stdio];
  return fds.includes('ipc') ? fds : [...fds, 'ipc'];
}

/**
 * The server gets a process group of its own: a terminal's Ctrl+C (sent to the foreground group)
 * and a service manager's `kill -- -PGID` reach this parent only, which passes each signal on
 * once. The server stops its embedded PostgreSQL before it exits, whatever it receives.
 * The IPC channel is how the server learns that this parent is gone even when it cannot say so
 * (SIGKILL): the kernel closes the channel with the process, and the server then stops.
 */
export function runServer(command, args, options = {}) {
  const server = spawn(command, args, {
    detached: true,
    ...options,
    stdio: withChannel(options.stdio),
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    });
  }
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return server;
}
