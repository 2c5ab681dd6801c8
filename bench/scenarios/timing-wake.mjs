// The long poll's wake-up across instances (the cluster suite's device-long-poll check used to
// time it): a command created through instance 1 reaching the agent's poll parked on instance 3,
// next to a baseline in the same run, the command created on instance 3 itself.
import { median } from '../lib/median.mjs';
import { signIn } from '../lib/processes.mjs';
import { startCluster } from './cluster.mjs';

/** Time for a poll to be parked before the command is sent; the wait itself is far longer. */
const PARK_MS = 300;

async function call(url, path, { token, body, method = body ? 'POST' : 'GET' } = {}) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A device of the demo enterprise, enrolled as its agent would: its id and its secret's header. */
async function enrolledDevice(url, token) {
  const serial = `BENCH-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const device = await call(url, '/api/center/device', {
    token,
    body: { name: `测速设备 ${serial}`, type: 'vr_headset', serial },
  });
  const { code } = await call(url, `/api/center/device/${device.id}/enrol`, { token, method: 'POST' });
  const { secret } = await call(url, '/api/device-agent/enrol', { body: { code, serial } });
  return { id: device.id, agent: `Device ${secret}` };
}

/** One command sent through `via` while the device's poll waits on `pollOn`: ms until it arrives. */
async function wakeOnce(via, pollOn, token, device) {
  const poll = fetch(`${pollOn}/api/device-agent/commands?wait=20`, {
    headers: { authorization: device.agent },
  }).then(async (res) => ({
    at: performance.now(),
    status: res.status,
    command: res.status === 200 ? await res.json() : null,
  }));
  await new Promise((r) => setTimeout(r, PARK_MS));
  const t0 = performance.now();
  await call(via, '/api/center/device-command', {
    token,
    body: { command: 'restart', deviceIds: [device.id], args: {} },
  });
  const { at, status, command } = await poll;
  if (status !== 200) throw new Error(`the poll ended with ${status}, not the command`);
  await call(pollOn, `/api/device-agent/commands/${command.id}/result`, {
    token: device.agent,
    body: { status: 'succeeded', detail: 'bench' },
  });
  return at - t0;
}

export async function wakeBench(runs = 15) {
  const cluster = await startCluster();
  try {
    const [one, , three] = cluster.instances.map((i) => i.url);
    const token = await signIn(one, 'enterprise');
    // A device takes 20 commands a minute (429 beyond): a device of its own per 9 rounds (18).
    const devices = [];
    for (let i = 0; i < Math.ceil(runs / 9); i++) {
      const device = await enrolledDevice(one, token);
      await call(three, '/api/device-agent/heartbeat', {
        token: device.agent,
        body: { agentVersion: 'bench', state: 'idle' },
      });
      devices.push(device);
    }
    const across = [];
    const same = [];
    for (let i = 0; i < runs; i++) {
      const device = devices[Math.floor(i / 9)];
      across.push(await wakeOnce(one, three, token, device));
      same.push(await wakeOnce(three, three, token, device));
    }
    const ms = median(across);
    const baselineMs = median(same);
    const r = (x) => Math.round(x * 10) / 10;
    return {
      runs,
      ms: r(ms),
      maxMs: r(Math.max(...across)),
      baselineMs: r(baselineMs),
      ofBaseline: r(ms / baselineMs),
    };
  } finally {
    await cluster.stop();
  }
}
