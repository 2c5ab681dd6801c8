// The commands this machine has carried out, kept in state.json (`finished`, written atomically).
// A command whose result never reached the server (the machine went down with it, the network
// with the machine) is handed out again once its lease runs out; the agent must answer it from
// here, across its own restarts and the machine's reboots, and never carry it out twice.
import os from 'node:os';

import { saveState } from './state.mjs';

/** Entries kept, the newest: a command is handed out again within minutes, not after 200 others. */
export const FINISHED_KEPT = 200;

/** Commands that take the machine down, and the agent with them, while they run. */
const GOES_DOWN = { restart: '重启', shutdown: '关机' };

const known = (e) =>
  e !== null &&
  typeof e === 'object' &&
  Number.isInteger(e.id) &&
  (e.status === 'running' ? typeof e.command === 'string' : typeof e.detail === 'string');

/**
 * What a command started and never finished was found to be: a restart or shutdown worked if
 * the machine has booted since it started; anything else was cut short, and is not run again
 * (the server is told so) rather than half-repeated.
 */
function interrupted(entry, bootedAt) {
  const down = GOES_DOWN[entry.command];
  if (down && bootedAt > entry.startedAt) {
    return {
      status: 'succeeded',
      detail: `本机已${down}（${new Date(bootedAt).toISOString()} 重新开机后确认），未再次执行`,
    };
  }
  return {
    status: 'failed',
    detail: `执行 ${entry.command} 期间设备代理被中断（断电、重启或代理被结束），结果未知；为免重复执行未再执行，如仍需要请重新下发`,
  };
}

/**
 * The record of carried-out commands in `state` (saved into `stateDir`). `bootTime` says when
 * the machine last started (tests give their own); `log` hears of a state file it cannot write.
 */
export function createFinished({ state, stateDir, log, bootTime = () => Date.now() - os.uptime() * 1000 }) {
  const entries = new Map(
    (Array.isArray(state.finished) ? state.finished : []).filter(known).map((e) => [e.id, e]),
  );

  async function save(entry) {
    entries.delete(entry.id);
    entries.set(entry.id, entry);
    while (entries.size > FINISHED_KEPT) entries.delete(entries.keys().next().value);
    state.finished = [...entries.values()];
    try {
      await saveState(stateDir, state);
    } catch (err) {
      // The command still runs: a full disk must not stop a restart that would clear it.
      log(`无法在 ${stateDir} 记录指令 #${entry.id}（${err.code ?? err.message}）：代理重启后它可能再次执行`);
    }
  }

  return {
    /** The result of a command seen before (an interrupted one settled now), or null if it is new. */
    async resultOf(id) {
      const entry = entries.get(id);
      if (!entry) return null;
      if (entry.status !== 'running') return { status: entry.status, detail: entry.detail };
      const result = interrupted(entry, bootTime());
      await save({ id, ...result });
      return result;
    },
    /** Written before the command runs: a restart may end this process before it returns. */
    started: (command) =>
      save({ id: command.id, command: String(command.command), status: 'running', startedAt: Date.now() }),
    finished: (id, result) => save({ id, status: result.status, detail: result.detail }),
  };
}
