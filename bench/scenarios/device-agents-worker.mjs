// Simulated device agents for the device bench, in their own process: each agent long-polls
// GET api/device-agent/commands?wait=25 with its secret, reports every command it receives as
// succeeded, and polls again. The parent (device-agents.mjs) sends `{ heartbeats: target | null }`
// to have every agent heartbeat once per 30 s, staggered evenly (to the CoalSim server, or the
// same number of POSTs to the bare baseline), and gets `{ received: id, at }` per command.
// Each agent has its own keep-alive connections, as an agent on its own machine would: one for
// its waiting poll, one for its heartbeats and results.
import http from 'node:http';

const { url, secrets } = JSON.parse(process.argv[2]);
const agents = new Map(secrets.map((s) => [s, new http.Agent({ keepAlive: true, maxSockets: 2 })]));

/** A request on the agent's own connections: `{ status, body }`. */
function request(target, secret, { method = 'GET', body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      target,
      {
        method,
        agent: agents.get(secret),
        headers: {
          authorization: `Device ${secret}`,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const INTERVAL_MS = 30_000;
let stopping = false;
let polls = 0;
let errors = 0;
let heartbeats = 0;

async function agent(secret) {
  while (!stopping) {
    try {
      polls++;
      const res = await request(`${url}/api/device-agent/commands?wait=25`, secret);
      if (res.status === 200) {
        const command = JSON.parse(res.body);
        process.send({ received: command.id, at: Date.now() });
        const body = JSON.stringify({ status: 'succeeded', detail: 'bench' });
        await request(`${url}/api/device-agent/commands/${command.id}/result`, secret, {
          method: 'POST',
          body,
        });
      } else if (res.status !== 204) {
        errors++;
      }
    } catch {
      errors++;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

let beating;
function startHeartbeats(target) {
  clearInterval(beating);
  if (!target) return;
  let next = 0;
  const perTick = secrets.length / (INTERVAL_MS / 100);
  let owed = 0;
  // Every 100 ms, the next share of the agents: each agent once per interval.
  beating = setInterval(() => {
    owed += perTick;
    for (; owed >= 1; owed--) {
      const secret = secrets[next++ % secrets.length];
      heartbeats++;
      const body = JSON.stringify({ agentVersion: 'bench-1.0.0', state: 'idle', softVersion: '1.0.0' });
      request(target.path ? `${target.url}${target.path}` : target.url, secret, { method: 'POST', body })
        .then((r) => r.status < 300 || errors++)
        .catch(() => errors++);
    }
  }, 100);
}

process.on('message', (msg) => {
  if ('heartbeats' in msg) startHeartbeats(msg.heartbeats);
  if (msg.stop) {
    stopping = true;
    clearInterval(beating);
    process.send({ done: true, polls, errors, heartbeats });
    setTimeout(() => process.exit(0), 100);
  }
});

for (const secret of secrets) void agent(secret);
process.send({ started: secrets.length });
