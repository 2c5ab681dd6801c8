// What tests used to time (issue 43 §7: a check that a fast machine always passes and a busy one
// fails is no check), each next to a baseline measured in the same run: the device agent's stop,
// and a worker import whose sheet carries a whole-sheet data validation. The cross-instance wake
// of a long poll is timing-wake.mjs.
import ExcelJS from 'exceljs';

import { runAgent } from '../../tools/device-agent/index.mjs';
import { median } from '../lib/median.mjs';
import { signIn, startServer } from '../lib/processes.mjs';

const round1 = (x) => Math.round(x * 10) / 10;

/**
 * From the stop signal to runAgent's answer, the agent waiting in a long poll; baseline: the same
 * poll stand-in awaited bare. Runs alternate, so both see the same machine.
 */
export async function agentStopBench(runs = 400) {
  const once = async (withAgent) => {
    const controller = new AbortController();
    let parked;
    const waiting = new Promise((resolve) => (parked = resolve));
    const poll = (signal) =>
      new Promise((_resolve, reject) => {
        parked();
        signal.addEventListener('abort', () => reject(new Error('已停止')), { once: true });
      });
    const client = {
      heartbeat: async () => ({}),
      nextCommand: (_wait, s) => poll(s),
      report: async () => {},
    };
    const done = withAgent
      ? runAgent({
          client,
          executor: { busy: () => false },
          state: {},
          log: () => {},
          signal: controller.signal,
        })
      : poll(controller.signal).catch(() => ({ reason: 'stopped' }));
    await waiting;
    const t0 = performance.now();
    controller.abort();
    const outcome = await done;
    if (outcome.reason !== 'stopped') throw new Error(`agent ended with ${outcome.reason}`);
    return (performance.now() - t0) * 1000;
  };
  const agent = [];
  const bare = [];
  for (let i = 0; i < runs; i++) {
    agent.push(await once(true));
    bare.push(await once(false));
  }
  const agentUs = median(agent);
  const baselineUs = median(bare);
  return {
    runs,
    agentUs: round1(agentUs),
    baselineUs: round1(baselineUs),
    ofBaseline: round1(agentUs / baselineUs),
  };
}

/** A one-row sheet of the import's columns; `extend` adds to the worksheet before it is written. */
async function oneRowSheet(extend) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('员工');
  sheet.addRow(['工号', '姓名', '性别', '手机号码', '部门', '岗位', '入职日期']);
  sheet.addRow(['T000001', '员工', '男', 13_000_000_001, null, null, null]);
  extend?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function dryRun(server, token, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), '员工.xlsx');
  const t0 = performance.now();
  const res = await fetch(`${server.url}/api/center/worker/import?dryRun=true`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  const body = await res.json();
  const ms = performance.now() - t0;
  if (!res.ok || body.total !== 1) throw new Error(`import: ${res.status} ${JSON.stringify(body)}`);
  return ms;
}

/**
 * The dry run of a one-row sheet whose data validation covers A1:XFD1048576 (17 billion cells if
 * expanded), next to the same sheet without it; medians of alternating runs on the built server.
 */
export async function importValidationBench(runs = 9) {
  const server = await startServer();
  try {
    const token = await signIn(server.url, 'enterprise');
    const plain = await oneRowSheet();
    const whole = await oneRowSheet((sheet) =>
      sheet.dataValidations.add('A1:XFD1048576', { type: 'list', allowBlank: true, formulae: ['"a,b"'] }),
    );
    await dryRun(server, token, plain);
    const withIt = [];
    const without = [];
    for (let i = 0; i < runs; i++) {
      withIt.push(await dryRun(server, token, whole));
      without.push(await dryRun(server, token, plain));
    }
    const ms = median(withIt);
    const baselineMs = median(without);
    return { runs, ms: round1(ms), baselineMs: round1(baselineMs), ofBaseline: round1(ms / baselineMs) };
  } finally {
    await server.dispose();
  }
}
