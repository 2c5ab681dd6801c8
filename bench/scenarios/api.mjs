// The API scenarios of issue 7, each measured next to the bare-Fastify baseline of the same run.
import { alternate } from '../lib/alternate.mjs';
import { load } from '../lib/load.mjs';
import { median } from '../lib/median.mjs';
import { rssMb, signIn, startBaseline, startServer } from '../lib/processes.mjs';

export const LIST_QUERY = `page=0&size=12&keyword=${encodeURIComponent('仿真')}&category=mining`;

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

export function row(name, r, base) {
  return {
    name,
    rps: Math.round(r.rps),
    p50: r.p50,
    p99: r.p99,
    errors: r.errors,
    ratio: Math.round((r.rps / base.rps) * 1000) / 10,
    baselineRps: Math.round(base.rps),
    ...(r.cpuUs && base.cpuUs
      ? {
          cpuUs: r.cpuUs,
          baselineCpuUs: base.cpuUs,
          cpuRatio: Math.round((base.cpuUs / r.cpuUs) * 1000) / 10,
        }
      : {}),
  };
}

/**
 * Each scenario right after a run of the baseline, and its ratios to that run: the machine's
 * speed drifts over a bench of several minutes (other work on a shared host), and a ratio to one
 * baseline measured at the start carried that drift into every figure. `cpuRatio` compares the
 * two servers' CPU time per request, which that drift hardly touches.
 */
export async function runScenarios(scenarios, { baseline, server }, opts = {}) {
  const rows = [];
  const baselines = [];
  for (const s of scenarios) {
    const base = await load({ url: baseline.url, pid: baseline.pid, ...opts });
    baselines.push(base);
    const r = await load({ ...s, pid: server.pid, ...opts });
    rows.push(row(s.name, r, base));
    console.log(
      `  ${s.name}: ${Math.round(r.rps)} req/s (baseline ${Math.round(base.rps)}), p99 ${r.p99} ms, ` +
        `${r.cpuUs} µs CPU per request (baseline ${base.cpuUs}), errors ${r.errors}`,
    );
  }
  return {
    rows,
    baselineRps: Math.round(median(baselines.map((b) => b.rps))),
    baselineCpuUs: median(baselines.map((b) => b.cpuUs)),
  };
}

export async function apiBench(opts = {}) {
  const baseline = await startBaseline();
  const server = await startServer();
  try {
    const token = await signIn(server.url);
    const idleRss = rssMb(server.pid);
    const measured = await runScenarios(apiScenarios(server.url, token), { baseline, server }, opts);
    const login = await load({
      url: `${server.url}/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: '123456' }),
      connections: 10,
      ...opts,
    });
    const rows = [
      {
        name: 'baseline: bare Fastify route (median of its runs)',
        rps: measured.baselineRps,
        ratio: 100,
        cpuUs: measured.baselineCpuUs,
        cpuRatio: 100,
      },
      ...measured.rows,
      // Bounded by the password hash, not the framework: its ratio is to the baseline's median.
      {
        ...row('POST auth/login (argon2id, 10 connections)', login, { rps: measured.baselineRps }),
        note: 'logins/s',
      },
    ];
    console.log(`  login: ${Math.round(login.rps)} logins/s`);
    return {
      baselineRps: measured.baselineRps,
      baselineCpuUs: measured.baselineCpuUs,
      rows,
      rss: { idleMb: idleRss, endMb: rssMb(server.pid) },
    };
  } finally {
    await baseline.stop();
    await server.dispose();
  }
}

/**
 * The busiest reads at the default LOG_LEVEL (info: one access line per request, buffered and
 * written asynchronously) and at warn (no access line). The baseline and two processes of the
 * server per level run side by side and are loaded in alternating slices (lib/alternate.mjs), so
 * all see the same machine. The audit log is on in both: it records writes, and these are reads.
 */
export async function loggingBench(opts = {}) {
  const rounds = opts.duration && opts.duration < 10 ? 2 : 5;
  const baseline = await startBaseline();
  const servers = [];
  try {
    for (const level of ['info', 'warn', 'info', 'warn']) {
      const server = await startServer({ env: { LOG_LEVEL: level } });
      servers.push(Object.assign(server, { level, token: await signIn(server.url) }));
    }
    const hotNames = apiScenarios('', '')
      .map((s) => s.name)
      .filter((name) => /auth\/info|menus\/build|dictDetail/.test(name));
    const levels = { info: { rows: [], base: [] }, warn: { rows: [], base: [] } };
    for (const name of hotNames) {
      const targets = [
        { group: 'baseline', url: baseline.url, pid: baseline.pid },
        ...servers.map((server) => ({
          ...apiScenarios(server.url, server.token).find((s) => s.name === name),
          group: server.level,
          pid: server.pid,
        })),
      ];
      const pooled = await alternate(targets, { rounds });
      for (const level of ['info', 'warn']) {
        levels[level].rows.push(row(name, pooled[level], pooled.baseline));
        levels[level].base.push(pooled.baseline);
      }
      console.log(
        `  ${name}: info ${Math.round(pooled.info.rps)}, warn ${Math.round(pooled.warn.rps)}, ` +
          `baseline ${Math.round(pooled.baseline.rps)} req/s; CPU µs/req ${pooled.info.cpuUs} / ` +
          `${pooled.warn.cpuUs} / ${pooled.baseline.cpuUs}`,
      );
    }
    return Object.fromEntries(
      Object.entries(levels).map(([level, { rows, base }]) => [
        level,
        {
          rows,
          baselineRps: Math.round(median(base.map((b) => b.rps))),
          baselineCpuUs: median(base.map((b) => b.cpuUs)),
        },
      ]),
    );
  } finally {
    await baseline.stop();
    for (const server of servers) await server.dispose();
  }
}
