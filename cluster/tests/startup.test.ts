import { readFileSync } from 'node:fs';

import { describe as suite, expect, it } from 'vitest';

import { Api, describe } from '../support/api.js';
import { clientIp, cluster, instanceUrl, record } from '../support/context.js';
import { signIn } from '../support/session.js';

const SEEDED = 'demo accounts seeded';

suite('three instances started at the same moment on one database', () => {
  it('all three and the proxy are ready, and exactly one of them seeded the demo data', async () => {
    for (const url of [...cluster().instanceUrls, cluster().proxyUrl]) {
      const res = await new Api(url).get<{ database: string }>('/readyz');
      expect(res.status, `${url}: ${describe(res)}`).toBe(200);
    }
    // Each log says whether its instance seeded: the advisory lock lets one do it, the others see it done.
    const seededBy = cluster()
      .instanceLogs.map((file, i) => ({ n: i + 1, seeded: readFileSync(file, 'utf8').includes(SEEDED) }))
      .filter((s) => s.seeded)
      .map((s) => s.n);
    record('startup', { seededBy });
    expect(seededBy).toHaveLength(1);
  });

  it('every instance serves the seeded accounts and the built web app', async () => {
    for (const n of [1, 2, 3]) {
      const api = new Api(instanceUrl(n), undefined, await clientIp());
      const admin = await signIn(api, 'admin');
      const info = await admin.get<{ username: string }>('/auth/info');
      expect(info.status, describe(info)).toBe(200);
      expect(info.body.username).toBe('admin');
      const index = await api.get('/');
      expect(index.status).toBe(200);
      expect(index.text).toContain('<div id="root">');
    }
  });

  it('the proxy spreads requests round-robin over the three instances', async () => {
    const before = readFileSync(cluster().nginxAccessLog, 'utf8').split('\n').length;
    const api = new Api(cluster().proxyUrl);
    for (let i = 0; i < 9; i++) expect((await api.get('/healthz')).status).toBe(200);
    const lines = readFileSync(cluster().nginxAccessLog, 'utf8')
      .split('\n')
      .slice(before - 1);
    const upstreams = new Set(
      lines.filter((l) => l.includes('/healthz')).map((l) => /upstream=(\S+)/.exec(l)?.[1]),
    );
    expect([...upstreams].sort()).toEqual(
      cluster()
        .instanceUrls.map((u) => u.replace('http://', ''))
        .sort(),
    );
  });

  it("TRUST_PROXY=loopback: a sign-in through the proxy records the client's address, not the proxy's", async () => {
    const address = await clientIp();
    const operator = await signIn(new Api(cluster().proxyUrl, undefined, address), 'operator');
    const sessions = await operator.get<{ ip: string | null; current: boolean }[]>('/auth/sessions');
    expect(sessions.status, describe(sessions)).toBe(200);
    expect(sessions.body.find((s) => s.current)?.ip).toBe(address);
  });
});
