#!/usr/bin/env node
// Sends realistic finished sessions as a simulation software would, and prints what the platform
// stored: one signed batch through the v1 door, or (--ilab) a launched session through the ilab-x
// door. Sessions end now and go back in time, one per trainee and round.
// `npm run simulator -- --help` lists the options.
import { parseArgs } from 'node:util';

import { ilabToken, ilabUpload, sendRecords, simulatedSession, ticketOf } from './open-api-client.mjs';

const USAGE = `用法：npm run simulator -- --key <AppKey> --secret <AppSecret> --enterprise <统一社会信用代码> --worker <工号>[,<工号>…] [选项]
      npm run simulator -- --key <AppKey> --secret <AppSecret> --ilab <启动地址> [选项]

以模拟软件的身份上报已完成的培训记录，并打印平台保存的结果：默认用开放接口 v1 签名批量上报；
加 --ilab 时按 ilab-x v2 方式，用平台“启动软件”打开的地址中的 ticket 换取令牌，再为启动者本人上报。

必填：
  --key <AppKey>             考核中心 → 接入密钥中的 AppKey（软件考核通过后由开发单位生成）
  --secret <AppSecret>       同一软件的 AppSecret（只在生成时显示一次）
  --enterprise <信用代码>    受训人员所在企业的统一社会信用代码（v1 方式必填）
  --worker <工号>            受训人员工号，多个用英文逗号分隔（v1 方式必填）
  --ilab <启动地址>          点击“启动软件”后浏览器打开的完整地址（含 ?ticket=…），ilab-x 方式

选项：
  --url <地址>               平台地址（默认 http://127.0.0.1:8080）
  --sessions <次数>          每名受训人员上报的记录数（默认 3）
  --minutes <分钟>           每次培训时长（默认 30）
  --score <成绩>             成绩 0–100（默认 85）
  --device <设备编号>        培训设备编号（可选）
  -h, --help                 显示本帮助

示例：npm run simulator -- --key ak_xxx --secret sk_xxx --enterprise 91140100MA0GRX2L3Q --worker CM0001,CM0002 --sessions 2
      npm run simulator -- --key ak_xxx --secret sk_xxx --ilab "https://sim.example.cn/app?ticket=…" --sessions 1`;

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
      ilab: { type: 'string' },
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

const required = values.ilab ? ['key', 'secret'] : ['key', 'secret', 'enterprise', 'worker'];
const missing = required.filter((name) => !values[name]);
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

/** A connection that failed: said in one line, with what to check. */
function unreachable(err) {
  const reason = err.cause?.code ?? err.cause?.message ?? err.message;
  fail(`无法连接 ${baseUrl}（${reason}）：请确认平台已启动（npm start），或用 --url 指定平台地址`);
}
const messageOf = (body) => (typeof body === 'object' ? (body.msg ?? body.message) : body);

if (values.ilab) await playLaunchedSession(values.ilab);

/**
 * ilab-x: the ticket from the launch address buys a token naming who launched; the sessions are
 * then that person's, uploaded one by one as ilab-x simulations do.
 */
async function playLaunchedSession(launchUrl) {
  let ticket;
  try {
    ticket = ticketOf(launchUrl);
  } catch {
    fail(`参数错误：--ilab 须是完整的启动地址（含 ?ticket=…），收到「${launchUrl}」`, 2);
  }
  if (!ticket) fail('参数错误：--ilab 的地址中没有 ticket，请复制点击“启动软件”后打开的完整地址', 2);
  const token = await ilabToken({ baseUrl, appKey: values.key, appSecret: values.secret, ticket }).catch(
    unreachable,
  );
  if (token.status !== 200) fail(`换取令牌失败（HTTP ${token.status}）：${messageOf(token.body)}`);
  const { access_token: accessToken, un, dis, practice } = token.body;
  // A launch that named no trainee: the platform keeps its sessions as 练习, counted nowhere.
  const kind = practice ? '练习记录' : '培训记录';
  console.log(practice ? `练习：未指定学员（${dis}，${un}），成绩不计入学时` : `受训人：${dis}（${un}）`);
  for (let round = 0; round < rounds; round++) {
    const startTime = Date.now() - (round + 1) * (minutes + 10) * 60_000;
    const session = simulatedSession({ username: un, startTime, minutes, score });
    const res = await ilabUpload({
      baseUrl,
      accessToken,
      session: { ...session, title: '仿真实训', appid: values.key },
    }).catch(unreachable);
    if (res.status !== 200) fail(`上报失败（HTTP ${res.status}）：${messageOf(res.body)}`);
    console.log(`${practice ? '练习' : '记录'} ${res.body.id}  originId=${session.originId}  成绩 ${score}`);
  }
  console.log(`已上报 ${rounds} 条${kind}。`);
  process.exit(0);
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

const res = await sendRecords({
  baseUrl,
  appKey: values.key,
  appSecret: values.secret,
  payload: { records },
}).catch(unreachable);
if (res.status !== 200) fail(`上报失败（HTTP ${res.status}）：${messageOf(res.body)}`);
for (const r of res.body.records) {
  const flag = r.flagged ? `  存疑：${r.flagReason}` : '';
  console.log(
    `记录 ${r.id}  originId=${r.originId}  成绩 ${r.score}  ${r.passed ? '合格' : '不合格'}${r.planId ? `  计入计划「${r.planName}」` : ''}${flag}`,
  );
}
console.log(`已上报 ${res.body.records.length} 条培训记录。`);
