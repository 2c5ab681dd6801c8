#!/usr/bin/env node
// Sends realistic finished sessions (one signed batch) as a simulation software would, and prints
// what the platform stored. Sessions end now and go back in time, one per trainee and round.
// `npm run simulator -- --help` lists the options.
import { parseArgs } from 'node:util';

import { sendRecords, simulatedSession } from './open-api-client.mjs';

const USAGE = `用法：npm run simulator -- --key <应用Key> --secret <应用Secret> --enterprise <统一社会信用代码> --worker <工号>[,<工号>…] [选项]

以模拟软件的身份，用开放接口签名上报已完成的培训记录，并打印平台保存的结果。

必填：
  --key <应用Key>            应用管理 → 应用密钥中的 App Key
  --secret <应用Secret>      同一应用的 App Secret（只在生成时显示一次）
  --enterprise <信用代码>    受训人员所在企业的统一社会信用代码
  --worker <工号>            受训人员工号，多个用英文逗号分隔

选项：
  --url <地址>               平台地址（默认 http://127.0.0.1:8080）
  --sessions <次数>          每名受训人员上报的记录数（默认 3）
  --minutes <分钟>           每次培训时长（默认 30）
  --score <成绩>             成绩 0–100（默认 85）
  --device <设备编号>        培训设备编号（可选）
  -h, --help                 显示本帮助

示例：npm run simulator -- --key ak_xxx --secret sk_xxx --enterprise 91140100MA0GRX2L3Q --worker CM0001,CM0002 --sessions 2`;

/** One line on stderr and exit: no stack traces for what the user typed or where the server is. */
function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:8080' },
      key: { type: 'string' },
      secret: { type: 'string' },
      enterprise: { type: 'string' },
      worker: { type: 'string' },
      sessions: { type: 'string', default: '3' },
      minutes: { type: 'string', default: '30' },
      score: { type: 'string', default: '85' },
      device: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (err) {
  fail(`参数错误：${err.message}（npm run simulator -- --help 查看用法）`, 2);
}

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const missing = ['key', 'secret', 'enterprise', 'worker'].filter((name) => !values[name]);
if (missing.length > 0) {
  fail(`缺少参数：${missing.map((m) => `--${m}`).join('、')}\n\n${USAGE}`, 2);
}

/** A whole number within the bounds, or a one-line refusal naming the option. */
function wholeNumber(name, min, max) {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < min || value > max) {
    fail(`参数错误：--${name} 须是 ${min}–${max} 的整数，收到「${values[name]}」`, 2);
  }
  return value;
}

const rounds = wholeNumber('sessions', 1, 100);
const minutes = wholeNumber('minutes', 1, 24 * 60);
const score = wholeNumber('score', 0, 100);
let baseUrl;
try {
  baseUrl = new URL(values.url).origin;
} catch {
  fail(`参数错误：--url 须是完整地址，如 http://127.0.0.1:8080，收到「${values.url}」`, 2);
}

const workers = values.worker
  .split(',')
  .map((w) => w.trim())
  .filter(Boolean);
const records = [];
for (let round = 0; round < rounds; round++) {
  for (const employeeNo of workers) {
    const startTime = Date.now() - (round + 1) * (minutes + 10) * 60_000;
    records.push(
      simulatedSession({
        creditCode: values.enterprise,
        employeeNo,
        deviceSerial: values.device,
        startTime,
        minutes,
        score,
      }),
    );
  }
}

let res;
try {
  res = await sendRecords({ baseUrl, appKey: values.key, appSecret: values.secret, payload: { records } });
} catch (err) {
  const reason = err.cause?.code ?? err.cause?.message ?? err.message;
  fail(`无法连接 ${baseUrl}（${reason}）：请确认平台已启动（npm start），或用 --url 指定平台地址`);
}
if (res.status !== 200) {
  fail(`上报失败（HTTP ${res.status}）：${typeof res.body === 'object' ? res.body.message : res.body}`);
}
for (const r of res.body.records) {
  const flag = r.flagged ? `  存疑：${r.flagReason}` : '';
  console.log(
    `记录 ${r.id}  originId=${r.originId}  成绩 ${r.score}  ${r.passed ? '合格' : '不合格'}${r.planId ? `  计入计划 ${r.planId}` : ''}${flag}`,
  );
}
console.log(`已上报 ${res.body.records.length} 条培训记录。`);
