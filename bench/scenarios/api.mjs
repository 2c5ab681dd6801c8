// The API scenarios of issue 7, each measured next to the bare-Fastify baseline of the same run.
import { load } from '../lib/load.mjs';
import { rssMb, signIn, startBaseline, startServer } from '../lib/processes.mjs';

const LIST_QUERY = `page=0&size=12&keyword=${encodeURIComponent('仿真')}&category=mining`;

export function apiScenarios(url, token) {
  const auth = { authorization: token };
  return [
    { name: 'GET /healthz', url: `${url}/healthz` },
    { name: 'GET auth/info', url: `${url}/auth/info`, headers: auth },
    { name: 'GET api/menus/build', url: `${url}/api/menus/build`, headers: auth },
    {
      name: 'GET api/dictDetail (soft_category)',
      url: `${url}/api/dictDetail?dictName=soft_category&page=0&size=9999`,
    },
    { name: 'GET api/portal/soft (keyword + category)', url: `${url}/api/portal/soft?${LIST_QUERY}` },
    { name: 'GET api/portal/soft/{id}', url: `${url}/api/portal/soft/1` },
  ];
}

export function listScenarios(url) {
  return [
    { name: 'GET api/portal/soft (keyword + category)', url: `${url}/api/portal/soft?${LIST_QUERY}` },
    { name: 'GET api/portal/soft (newest, page 100)', url: `${url}/api/portal/soft?page=100&size=12` },
    { name: 'GET api/portal/soft/{id}', url: `${url}/api/portal/soft/50000` },
    { name: 'GET api/portal/news', url: `${url}/api/portal/news?page=0&size=10` },
  ];
}

export function row(name, r, baseline) {
  return {
    name,
    rps: Math.round(r.rps),
    p50: r.p50,
    p99: r.p99,
    errors: r.errors,
    ratio: baseline ? Math.round((r.rps / baseline) * 1000) / 10 : 100,
  };
}

export async function runScenarios(scenarios, baselineRps, opts = {}) {
  const rows = [];
  for (const s of scenarios) {
    const r = await load({ ...s, ...opts });
    rows.push(row(s.name, r, baselineRps));
    console.log(`  ${s.name}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms, errors ${r.errors}`);
  }
  return rows;
}

export async function apiBench(opts = {}) {
  const baseline = await startBaseline();
  const server = await startServer();
  try {
    const base = await load({ url: baseline.url, ...opts });
    console.log(`  baseline: ${Math.round(base.rps)} req/s`);
    await baseline.stop();
    const token = await signIn(server.url);
    const idleRss = rssMb(server.pid);
    const rows = [row('baseline: bare Fastify route', base, base.rps)];
    rows.push(...(await runScenarios(apiScenarios(server.url, token), base.rps, opts)));
    const login = await load({
      url: `${server.url}/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: '123456' }),
      connections: 10,
      ...opts,
    });
    rows.push({ ...row('POST auth/login (argon2id, 10 connections)', login, base.rps), note: 'logins/s' });
    console.log(`  login: ${Math.round(login.rps)} logins/s`);
    return { baselineRps: Math.round(base.rps), rows, rss: { idleMb: idleRss, endMb: rssMb(server.pid) } };
  } finally {
    await baseline.stop();
    await server.dispose();
  }
}
