#!/usr/bin/env node
// npm run simulator -- --key <app key> --secret <app secret> --enterprise <credit code> --worker <工号>[,<工号>…]
//   [--url http://127.0.0.1:8080] [--sessions 3] [--minutes 30] [--score 85] [--device SIM-001]
// Sends realistic finished sessions (one signed batch) as a simulation software would, and prints
// what the platform stored. Sessions end now and go back in time, one per trainee and round.
import { parseArgs } from 'node:util';

import { sendRecords, simulatedSession } from './open-api-client.mjs';

const { values } = parseArgs({
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
  },
});

if (!values.key || !values.secret || !values.enterprise || !values.worker) {
  console.error(
    '用法：npm run simulator -- --key <应用Key> --secret <应用Secret> --enterprise <统一社会信用代码> --worker <工号>',
  );
  process.exit(2);
}

const workers = values.worker
  .split(',')
  .map((w) => w.trim())
  .filter(Boolean);
const rounds = Math.max(1, Number(values.sessions));
const minutes = Number(values.minutes);
const score = Number(values.score);
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
  baseUrl: values.url,
  appKey: values.key,
  appSecret: values.secret,
  payload: { records },
});
if (res.status !== 200) {
  console.error(
    `上报失败（HTTP ${res.status}）：${typeof res.body === 'object' ? res.body.message : res.body}`,
  );
  process.exit(1);
}
for (const r of res.body.records) {
  const flag = r.flagged ? `  存疑：${r.flagReason}` : '';
  console.log(
    `记录 ${r.id}  originId=${r.originId}  成绩 ${r.score}  ${r.passed ? '合格' : '不合格'}${r.planId ? `  计入计划 ${r.planId}` : ''}${flag}`,
  );
}
console.log(`已上报 ${res.body.records.length} 条培训记录。`);
