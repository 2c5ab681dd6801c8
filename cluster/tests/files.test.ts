import { createHash, randomBytes } from 'node:crypto';

import { beforeAll, describe as suite, expect, it } from 'vitest';

import { Api, describe } from '../support/api.js';
import { clientIp, cluster, instanceUrl, rounds } from '../support/context.js';
import { formWith } from '../support/files.js';
import { signIn } from '../support/session.js';

async function download(
  base: string,
  url: string,
  token?: string,
): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(`${base}${url}`, { headers: token ? { authorization: token } : {} });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

let admin: Api;

beforeAll(async () => {
  admin = await signIn(new Api(instanceUrl(1), undefined, await clientIp()), 'admin');
});

suite.each(rounds())('files in the object store, round %i', (round) => {
  it('a file uploaded through instance 1 is listed on 2 and downloaded, byte for byte, from 3 and the proxy', async () => {
    const bytes = Buffer.from(`cluster round ${round}: ${randomBytes(24).toString('hex')}\n`);
    const name = `cluster-${round}-${randomBytes(4).toString('hex')}`;
    const uploaded = await admin.post<{ id: number; url: string; backend: string }>(
      '/api/localStorage',
      formWith('file', bytes, `${name}.txt`, 'text/plain', { name }),
    );
    expect(uploaded.status, describe(uploaded)).toBe(201);
    expect(uploaded.body.backend).toBe('s3');

    const listed = await admin
      .at(instanceUrl(2))
      .get<{ content: { id: number }[] }>(`/api/localStorage?blurry=${name}`);
    expect(listed.status, describe(listed)).toBe(200);
    expect(listed.body.content.map((f) => f.id)).toEqual([uploaded.body.id]);

    for (const base of [instanceUrl(3), cluster().proxyUrl]) {
      const got = await download(base, uploaded.body.url, admin.token);
      expect(got.status, `${base}${uploaded.body.url}`).toBe(200);
      expect(got.bytes.equals(bytes)).toBe(true);
    }
  });
});

suite('database backups in the object store', () => {
  it('a backup taken on instance 1 is listed on 2 and downloads from 3 with its checksum, its address once', async () => {
    const taken = await admin.post<{ id: number; sha256: string; verifyStatus: string }>(
      '/api/database/backup',
    );
    expect(taken.status, describe(taken)).toBe(201);
    expect(taken.body.verifyStatus).toBe('passed');
    const listed = await admin
      .at(instanceUrl(2))
      .get<{ content: { id: number }[] }>('/api/database/backup?size=50');
    expect(listed.status, describe(listed)).toBe(200);
    expect(listed.body.content.map((b) => b.id)).toContain(taken.body.id);
    // The one-time address is asked for on 2 (with the password again) and followed on 3.
    const address = await admin
      .at(instanceUrl(2))
      .post<{ url: string }>(`/api/database/backup/${taken.body.id}/download`, { password: '123456' });
    expect(address.status, describe(address)).toBe(200);
    const got = await download(instanceUrl(3), address.body.url);
    expect(got.status).toBe(200);
    expect(createHash('sha256').update(got.bytes).digest('hex')).toBe(taken.body.sha256);
    // Used once on 3, refused on 1: the mark is shared.
    expect((await download(instanceUrl(1), address.body.url)).status).toBe(401);
  });
});
