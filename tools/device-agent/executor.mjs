// Carries out one leased command through the local configuration and says how it went: rejected
// when this machine is not configured for it, failed (with the reason) when it could not be done,
// succeeded otherwise. Programs are started from argv arrays with shell: false, never a string.
import { spawn } from 'node:child_process';
import path from 'node:path';

import { allowedCommand, substituteArgv } from './config.mjs';
import { createFinished } from './finished.mjs';
import { installPackage } from './package-install.mjs';
import { saveState } from './state.mjs';

const LABELS = {
  launch: '启动仿真',
  stop: '停止仿真',
  update: '更新软件',
  restart: '重启设备',
  shutdown: '关机',
};

const tail = (text) => text.trim().slice(-300);

/** Resolves when the child has started ('spawn'), or with the error that kept it from starting. */
function started(child) {
  return new Promise((resolve) => {
    child.once('spawn', () => resolve(null));
    child.once('error', (err) => resolve(err));
  });
}

const exited = (child, ms) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/** Runs a configured argv to its end: exit 0 is success; output is kept only for the reason. */
export async function runArgv(argv, { timeoutSeconds = 60, cwd } = {}) {
  const child = spawn(argv[0], argv.slice(1), {
    shell: false,
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    windowsHide: true,
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-2000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const error = await started(child);
  if (error) return { ok: false, reason: `无法执行 ${argv[0]}（${error.code ?? error.message}）` };
  if (!(await exited(child, timeoutSeconds * 1000))) {
    child.kill('SIGKILL');
    return { ok: false, reason: `${path.basename(argv[0])} 在 ${timeoutSeconds} 秒内没有结束，已终止` };
  }
  if (child.exitCode === 0) return { ok: true, output: tail(output) };
  const how = child.exitCode === null ? `被信号 ${child.signalCode} 终止` : `退出码 ${child.exitCode}`;
  return { ok: false, reason: `${path.basename(argv[0])} ${how}${output.trim() ? `：${tail(output)}` : ''}` };
}

/**
 * `state` is the agent's state.json (installed versions, softVersion, finished commands), saved
 * into `stateDir` after an update and around each command. The agent hears through onChange(fn)
 * when the machine turns busy or idle, or a package is installed. `bootTime`: finished.mjs.
 */
export function createExecutor({ config, stateDir, state, client, log = () => {}, bootTime }) {
  let running = null;
  let changed = () => {};
  const finished = createFinished({ state, stateDir, log, ...(bootTime ? { bootTime } : {}) });
  const packagesDir = config.commands.update?.packagesDir ?? path.join(stateDir, 'packages');

  async function launch(entry, args) {
    const softId = args?.softId;
    if (entry.softIds && !entry.softIds.includes(softId)) {
      return {
        status: 'rejected',
        detail: `本机未配置启动软件 ${softId}（commands.launch.softIds），未执行`,
      };
    }
    if (running)
      return { status: 'failed', detail: `已有仿真程序在运行（进程 ${running.child.pid}），请先停止` };
    if (typeof args?.ticket !== 'string') return { status: 'failed', detail: 'launch 指令缺少启动票据' };
    const version = state.installed?.[softId];
    const values = {
      ticket: args.ticket,
      launchUrl: args.launchUrl ?? '',
      softId: String(softId),
      softName: args.softName ?? '',
      packageDir: version ? path.join(packagesDir, String(softId), version) : '',
    };
    const argv = substituteArgv(entry.argv, values);
    const env = {
      ...process.env,
      ...entry.env,
      COALSIM_TICKET: values.ticket,
      COALSIM_LAUNCH_URL: values.launchUrl,
      COALSIM_SOFT_ID: values.softId,
      COALSIM_PACKAGE_DIR: values.packageDir,
    };
    const child = spawn(argv[0], argv.slice(1), {
      shell: false,
      cwd: entry.cwd,
      env,
      stdio: 'ignore',
      windowsHide: true,
    });
    const error = await started(child);
    if (error) return { status: 'failed', detail: `无法启动 ${argv[0]}（${error.code ?? error.message}）` };
    running = { child, softId };
    child.on('error', (err) => log(`仿真程序出错（进程 ${child.pid}）：${err.message}`));
    child.once('exit', (code, signal) => {
      if (running?.child === child) running = null;
      log(`仿真程序已退出（进程 ${child.pid}，${signal ? `信号 ${signal}` : `退出码 ${code}`}）`);
      changed();
    });
    changed();
    return {
      status: 'succeeded',
      detail: `已启动${args.softName ? ` ${args.softName}` : ''}（进程 ${child.pid}）`,
    };
  }

  async function stop(entry, args) {
    if (!running) return { status: 'succeeded', detail: '没有运行中的仿真程序' };
    const { child, softId } = running;
    if (args?.softId && args.softId !== softId) {
      return { status: 'failed', detail: `运行中的是软件 ${softId}，不是软件 ${args.softId}，未停止` };
    }
    child.kill('SIGTERM');
    if (!(await exited(child, entry.graceSeconds * 1000))) {
      child.kill('SIGKILL');
      if (!(await exited(child, 5000))) return { status: 'failed', detail: `进程 ${child.pid} 无法结束` };
    }
    return { status: 'succeeded', detail: `已停止仿真程序（进程 ${child.pid}）` };
  }

  async function update(entry, args) {
    const installed = await installPackage({
      client,
      args,
      packagesDir,
      maxUnpackedBytes: entry.maxUnpackedBytes,
    });
    state.installed = { ...state.installed, [installed.softId]: installed.version };
    state.softVersion = installed.version;
    await saveState(stateDir, state);
    changed();
    return {
      status: 'succeeded',
      detail: `已安装 ${args.softName ?? `软件 ${installed.softId}`} ${installed.version}（${installed.files} 个文件）到 ${installed.dir}`,
    };
  }

  async function carryOut({ command, args }) {
    const entry = allowedCommand(config, command);
    if (!entry) {
      const what = LABELS[command]
        ? `${command}（${LABELS[command]}）`
        : `不认识的指令 ${String(command).slice(0, 40)}`;
      return { status: 'rejected', detail: `本机未配置 ${what}，未执行` };
    }
    if (command === 'launch') return launch(entry, args);
    if (command === 'stop') return stop(entry, args);
    if (command === 'update') return update(entry, args);
    const result = await runArgv(entry.argv, { timeoutSeconds: entry.timeoutSeconds });
    return result.ok
      ? {
          status: 'succeeded',
          detail: `已执行 ${path.basename(entry.argv[0])}${result.output ? `：${result.output}` : ''}`,
        }
      : { status: 'failed', detail: result.reason };
  }

  return {
    busy: () => running !== null,
    onChange: (fn) => {
      changed = fn;
    },
    /** Never throws: whatever goes wrong becomes a failed result with its reason. */
    async execute(command) {
      // Sent again after a lost result: answered as before, also after a restart or a reboot.
      const before = await finished.resultOf(command.id);
      if (before) return { ...before, repeated: true };
      await finished.started(command);
      let result;
      try {
        result = await carryOut(command);
      } catch (err) {
        result = { status: 'failed', detail: err.message || String(err) };
      }
      result.detail = result.detail.slice(0, 2000);
      await finished.finished(command.id, result);
      return result;
    },
    /** Stops the simulator this agent started, if any (the agent's own shutdown may choose to). */
    async stopRunning() {
      if (running) await stop({ graceSeconds: 5 }, {});
    },
  };
}
