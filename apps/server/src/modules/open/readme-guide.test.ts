import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { ilabSignature, signRequest } from '../../../../../tools/open-api-client.mjs';
import { ILAB, md5Upper } from './ilab.js';
import { sha256Hex } from './signature.js';

const README = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');

/** README 接入指南's worked examples are what a vendor checks their code against: they must be right. */
describe('README 接入指南', () => {
  it('gives the signatures the server and the reference client compute for its fixed inputs', () => {
    const ticketSig = md5Upper('Ab+/cd==ak_demosk_demo_secret');
    expect(ilabSignature('Ab+/cd==', 'ak_demo', 'sk_demo_secret')).toBe(ticketSig);
    expect(README).toContain(`→ ${ticketSig}`);
    expect(README).toContain(`ticket=${encodeURIComponent('Ab+/cd==')}`);
    expect(README).toContain(`→ ${md5Upper('12.345.1767232800000.abcak_demosk_demo_secret')}`);

    const body = '{"originId":"demo-1"}';
    expect(README).toContain(`→ ${sha256Hex(body)}`);
    const signed = signRequest({
      appKey: 'ak_demo',
      appSecret: 'sk_demo_secret',
      payload: body,
      timestamp: 1767225600000,
      nonce: 'n-0001',
    });
    expect(README).toContain(`→ ${signed.headers['x-signature']}`);
  });

  it('lists every refusal code of the ilab-x door with its HTTP status', () => {
    for (const refusal of Object.values(ILAB)) {
      expect(README).toMatch(new RegExp(`\\| ${refusal.code} \\| ${refusal.status} +\\|`));
    }
  });
});
