import { endpoints } from '@coalsim/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../testing/auth-helpers.js';
import { buildTestApp } from '../testing/build-test-app.js';
import { endpointSamples, type Sample } from '../testing/endpoint-samples.js';
import { generatorSamples } from '../testing/generator-samples.js';

describe('no response carries a password hash, a token of someone else or a server path', async () => {
  const { app, db, dataDir } = await buildTestApp();
  const admin = await signIn(app, 'admin');
  const worker = await signIn(app, 'worker');
  const enterprise = await signIn(app, 'enterprise');

  // One realistic call per endpoint of the contract; an endpoint without one fails the test below.
  const samples: Record<keyof typeof endpoints, Sample[]> = {
    ...(await endpointSamples(app, db, { admin, worker, enterprise })),
    ...(await generatorSamples(app, { admin })),
    logout: [{ method: 'DELETE', url: '/auth/logout', headers: bearer(worker) }],
  };

  it('has a sample for every endpoint', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('scans every response', async () => {
    const forbidden = [
      /\$argon2/,
      /password_?hash/i,
      /"(password|newPass|oldPass)"\s*:\s*"/,
      new RegExp(dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      /token_?hash/i,
    ];
    for (const [name, calls] of Object.entries(samples)) {
      for (const sample of calls) {
        const res = await app.inject(sample as InjectOptions);
        expect(res.statusCode, `${name} ${sample.url}`).toBeLessThan(500);
        for (const pattern of forbidden) {
          // SQL 监控 shows normalised statements: column names such as password_hash, never a value
          // (every constant is a $n; the $argon2 pattern above still guards the values).
          if (name === 'listSqlStats' && /hash/.test(pattern.source)) continue;
          expect(res.body, `${name} leaks ${pattern}`).not.toMatch(pattern);
        }
        if (name !== 'login') expect(res.body, `${name} echoes a token`).not.toMatch(/Bearer /);
      }
    }
  });
});
