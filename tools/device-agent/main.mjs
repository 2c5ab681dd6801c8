#!/usr/bin/env node
// The device agent run on each simulation machine: enrols once with a code from 设备管理, keeps
// its secret in a 0600 file, then heartbeats and carries out the commands its config allows.
// Installed from its tarball it is `coalsim-device-agent`; in the monorepo `npm run device-agent --`.
// `--help` lists the options; the README's 设备代理 section explains.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { runAgent, createLogger } from './agent.mjs';
import { backoffDelay, sleep } from './backoff.mjs';
import { createClient } from './client.mjs';
import { loadConfig } from './config.mjs';
import { createExecutor } from './executor.mjs';
import { defaultStateDir, loadSecret, loadState, saveSecret, saveState } from './state.mjs';

const USAGE = `用法：coalsim-device-agent --server <平台地址> --code <接入码> --serial <设备序列号> [选项]
      coalsim-device-agent [选项]            （已接入过：沿用保存的密钥）
      （在源码仓库中运行时用 npm run device-agent -- 代替 coalsim-device-agent）

在仿真设备上运行：用 设备管理 → 接入 给出的一次性接入码换取设备密钥，之后定时发送心跳、
领取平台下发的指令，并只执行本机配置文件允许的指令（见 README 的“设备代理”一节）。

选项：
  --server <地址>     平台地址，如 https://coalsim.example.cn（也可写在配置文件的 server 中）
  --insecure-http     允许用 http:// 连接本机以外的平台：设备密钥将以明文经过网络，只在可信网络中使用
  --code <接入码>     一次性接入码（10 分钟内有效）；接入后密钥保存在状态目录的 secret 文件中
  --serial <序列号>   本机在设备管理中登记的序列号（也可写在配置文件的 serial 中）
  --config <文件>     配置文件（默认 <状态目录>/config.json）；没有配置的指令一律拒绝执行
  --state <目录>      状态目录（默认 ~/.coalsim-agent），保存密钥、已安装版本
  --wait <秒>         每次等待指令的最长时间 1–30（默认 25；代理或防火墙会切断空闲连接时调小）
  -h, --help          显示本帮助`;

function fail(message, code = 2) {
  console.error(message);
  process.exit(code);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      server: { type: 'string' },
      code: { type: 'string' },
      serial: { type: 'string' },
      config: { type: 'string' },
      state: { type: 'string' },
      wait: { type: 'string', default: '25' },
      'insecure-http': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (err) {
  fail(`参数错误：${err.message}（加 --help 查看用法）`);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const wait = Number(values.wait);
if (!Number.isInteger(wait) || wait < 1 || wait > 30)
  fail(`参数错误：--wait 须是 1–30 的整数，收到「${values.wait}」`);

const log = createLogger();
const configFile = path.resolve(values.config ?? path.join(values.state ?? defaultStateDir(), 'config.json'));
if (values.config && !existsSync(configFile)) fail(`配置文件不存在：${configFile}`);
let config;
try {
  config = await loadConfig(configFile);
} catch (err) {
  fail(err.message);
}
const stateDir = path.resolve(values.state ?? config.stateDir ?? defaultStateDir());
const state = await loadState(stateDir);
const server = values.server ?? config.server ?? state.server;
if (!server) fail(`缺少参数：--server（平台地址）\n\n${USAGE}`);

const controller = new AbortController();
for (const name of ['SIGINT', 'SIGTERM']) {
  process.on(name, () => {
    // A second signal means now: the current report is given up.
    if (controller.signal.aborted) process.exit(130);
    log(`收到 ${name}，停止领取指令，正在结束…`);
    controller.abort();
  });
}

let client;
try {
  client = createClient({ server, insecureHttp: values['insecure-http'] });
} catch (err) {
  fail(err.message);
}

/** The code traded for a secret; a server that is away is waited for, one that says no is not. */
async function enrol(code, serial) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await client.enrol({ code, serial });
    } catch (err) {
      const retry = err.status === 0 || err.status === 429 || err.status >= 500;
      if (!retry) fail(`接入失败（HTTP ${err.status}）：${err.message}`, 1);
      const delay = backoffDelay(attempt);
      log(`接入失败：${err.message}，${Math.ceil(delay / 1000)} 秒后重试`);
      await sleep(delay, controller.signal);
      if (controller.signal.aborted) process.exit(130);
    }
  }
}

const secretFile = path.join(stateDir, 'secret');
try {
  if (values.code) {
    const serial = values.serial ?? config.serial;
    if (!serial) fail('缺少参数：--serial（本机在设备管理中登记的序列号，或配置文件中的 serial）');
    const enrolled = await enrol(values.code, serial);
    await saveSecret(stateDir, enrolled.secret);
    Object.assign(state, { server: client.server, deviceId: enrolled.deviceId });
    await saveState(stateDir, state);
    log(`已接入平台 ${client.server}：设备 #${enrolled.deviceId}，密钥保存在 ${secretFile}`);
  } else {
    client.secret = await loadSecret(stateDir, log);
    if (!client.secret) fail(`尚未接入：${secretFile} 不存在，请用 --code 和 --serial 接入`);
  }
} catch (err) {
  // The state folder cannot be written or read (permissions, a full disk).
  fail(`无法读写状态目录 ${stateDir}：${err.code ?? err.message}`, 1);
}

const allowed = Object.keys(config.commands);
log(
  `设备代理已启动：配置 ${configFile}，允许的指令：${allowed.length ? allowed.join('、') : '无（全部拒绝）'}`,
);
const executor = createExecutor({ config, stateDir, state, client, log });
const outcome = await runAgent({ client, executor, state, log, wait, signal: controller.signal });
if (outcome.reason === 'revoked') fail(outcome.message, 3);
log('设备代理已停止');
process.exit(0);
