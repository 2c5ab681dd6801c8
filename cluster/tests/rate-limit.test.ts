import { describe as suite, expect, it } from 'vitest';

import { Api, describe } from '../support/api.js';
import { clientIp, cluster, instanceUrl, rounds } from '../support/context.js';

/** The instances' default allowance of anonymous API calls per address and minute (RATE_LIMIT_ANONYMOUS). */
const PER_MINUTE = 600;
const AT_ONCE = 20;
// Not a dictionary: its cached answers go out before any limit is counted (modules/dict/routes.ts).
const PUBLIC_CALL = '/api/portal/news?page=0&size=1';

suite.each(rounds())('the anonymous rate limit across instances, round %i', () => {
  it('calls spread over the three use one allowance: the next is refused on every instance', async () => {
    const client = await clientIp();
    const at = [1, 2, 3].map((n) => new Api(instanceUrl(n), undefined, client));
    const statuses: number[] = [];
    for (let sent = 0; sent < PER_MINUTE; sent += AT_ONCE) {
      const batch = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) => at[(sent + i) % 3]!.get(PUBLIC_CALL)),
      );
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    for (const [i, api] of at.entries()) {
      const over = await api.get<{ message: string }>(PUBLIC_CALL);
      expect(over.status, `instance ${i + 1}: ${describe(over)}`).toBe(429);
      expect(over.body.message).toMatch(/^请求过于频繁，请在 \d+ 秒后重试$/);
    }
    // Through the proxy as well (TRUST_PROXY: the address is the client's), and another client is not held.
    expect((await new Api(cluster().proxyUrl, undefined, client).get(PUBLIC_CALL)).status).toBe(429);
    expect((await new Api(cluster().proxyUrl, undefined, await clientIp()).get(PUBLIC_CALL)).status).toBe(
      200,
    );
  });
});
