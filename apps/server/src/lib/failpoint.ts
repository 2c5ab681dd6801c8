/**
 * Named places where a crash test may have the process die at once (SIGKILL, as a power cut
 * would), to prove that what it leaves behind is recovered at the next start. Armed by server.ts
 * from COALSIM_FAILPOINTS (config.ts), e.g. `restore:between-renames`; otherwise all are no-ops.
 */
export type Failpoint = 'restore:between-renames';

const armed = new Set<string>();

export function armFailpoints(names: string[]): void {
  for (const name of names) armed.add(name);
}

export function failpoint(name: Failpoint): void {
  if (armed.has(name)) process.kill(process.pid, 'SIGKILL');
}
