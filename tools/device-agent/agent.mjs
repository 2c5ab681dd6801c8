// The agent's life once it has a secret: a heartbeat every heartbeatSeconds (and at once when the
// machine turns busy or idle), a long poll for the next command, the command carried out and its
// result reported. A server that is away is waited for with backoff; a bad answer is logged and
// skipped; a revoked secret (401) ends the run with a clear reason.
import { backoffDelay, sleep } from './backoff.mjs';
import { AGENT_VERSION } from './client.mjs';

export const REVOKED_MESSAGE =
  '设备密钥已失效（可能已在别处重新接入，或设备已删除）：请在 设备管理 中重新获取接入码，再用 --code 接入';

/** One line per event, with its time. */
export function createLogger(write = (line) => process.stdout.write(`${line}\n`)) {
  return (message) => write(`${new Date().toISOString()} ${message}`);
}

const revoked = (err) => err?.status === 401;

/**
 * Runs until `signal` aborts (→ { reason: 'stopped' }) or the secret is refused
 * (→ { reason: 'revoked', message }). `state.softVersion` goes with each heartbeat.
 */
export async function runAgent({
  client,
  executor,
  state,
  log,
  signal,
  heartbeatSeconds = 30,
  wait = 25,
  backoff = {},
}) {
  const stop = new AbortController();
  const stopped = AbortSignal.any([stop.signal, ...(signal ? [signal] : [])]);
  let outcome = { reason: 'stopped' };
  const end = (err) => {
    if (outcome.reason === 'stopped' && !stopped.aborted)
      outcome = { reason: 'revoked', message: REVOKED_MESSAGE };
    log(`平台拒绝了设备密钥（HTTP ${err.status}）：${err.message}`);
    stop.abort();
  };

  // Heartbeats: one at a time; a failure is logged when the link goes down and when it returns.
  let interval = heartbeatSeconds;
  let timer = null;
  let beating = null;
  let linkDown = false;
  let lastStatus = null;
  const beat = async () => {
    clearTimeout(timer);
    try {
      const busy = executor.busy();
      const body = { agentVersion: AGENT_VERSION, state: busy ? 'busy' : 'idle' };
      if (state.softVersion) body.softVersion = state.softVersion;
      const answer = await client.heartbeat(body);
      if (linkDown) log('心跳已恢复');
      linkDown = false;
      if (Number.isInteger(answer?.heartbeatSeconds) && answer.heartbeatSeconds > 0)
        interval = answer.heartbeatSeconds;
      if (answer?.status && answer.status !== lastStatus)
        log(`心跳：平台显示本机 ${answer.status}（${body.state}）`);
      lastStatus = answer?.status ?? lastStatus;
    } catch (err) {
      if (revoked(err)) return end(err);
      if (!linkDown) log(`心跳失败：${err.message}`);
      linkDown = true;
    }
    if (!stopped.aborted) timer = setTimeout(heartbeat, interval * 1000);
  };
  function heartbeat() {
    // A change of state while a heartbeat is on its way sends one more after it.
    beating = (beating ?? Promise.resolve()).then(beat);
    return beating;
  }
  executor.onChange?.(() => heartbeat());

  /** Reports until the server has it, it cannot take it (404/409), or the lease has run out. */
  const report = async (command, result) => {
    const until = Date.parse(command.leaseUntil) || Date.now() + 120_000;
    for (let attempt = 0; ; attempt++) {
      try {
        await client.report(command.id, { status: result.status, detail: result.detail });
        return log(`已回报指令 #${command.id}：${result.status}`);
      } catch (err) {
        if (revoked(err)) return end(err);
        if (err.status === 404 || err.status === 409 || err.status === 400) {
          return log(`平台不再接受指令 #${command.id} 的结果（HTTP ${err.status}）：${err.message}`);
        }
        const delay = backoffDelay(attempt, backoff);
        if (Date.now() + delay > until || (stopped.aborted && attempt >= 2)) {
          return log(`回报指令 #${command.id} 失败，放弃：${err.message}`);
        }
        log(`回报指令 #${command.id} 失败：${err.message}，${Math.ceil(delay / 1000)} 秒后重试`);
        await sleep(delay);
      }
    }
  };

  await heartbeat();
  let failures = 0;
  while (!stopped.aborted) {
    let command;
    try {
      command = await client.nextCommand(wait, stopped);
      if (failures > 0) log('已重新连上平台');
      failures = 0;
    } catch (err) {
      if (stopped.aborted) break;
      if (revoked(err)) {
        end(err);
        break;
      }
      const delay = backoffDelay(failures++, backoff);
      log(`领取指令失败：${err.message}，${Math.ceil(delay / 1000)} 秒后重试`);
      await sleep(delay, stopped);
      continue;
    }
    if (!command) continue;
    log(`收到指令 #${command.id} ${command.command}（第 ${command.attempt} 次下发）`);
    const result = await executor.execute(command);
    log(
      `指令 #${command.id} ${command.command}${result.repeated ? '（已执行过）' : ''}：${result.status}，${result.detail}`,
    );
    // Not cut short by a stop: the command was carried out, so its result is reported.
    await report(command, result);
  }
  clearTimeout(timer);
  await beating?.catch(() => {});
  clearTimeout(timer);
  return outcome;
}
