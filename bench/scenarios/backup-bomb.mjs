// Issue 43 §2 "bounded work": a 335 KB zip declaring 300 MiB kept the server busy 63 s, inflated
// again and again. Now an entry whose declared size or ratio is absurd is refused before a byte is
// inflated: the upload of such a bomb is timed next to the upload of a file that is no zip at all
// (refused at once), the same size, on the built server, in alternating runs.
import { Readable } from 'node:stream';

import yazl from 'yazl';

import { median } from '../lib/median.mjs';
import { signIn, startServer } from '../lib/processes.mjs';

const round1 = (x) => Math.round(x * 10) / 10;

async function bomb() {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('{}'), 'manifest.json');
  const zeros = Readable.from(
    (function* () {
      for (let i = 0; i < 300; i++) yield Buffer.alloc(1024 * 1024);
    })(),
  );
  zip.addReadStream(zeros, 'data/sys_log.copy');
  zip.end();
  const chunks = [];
  for await (const c of zip.outputStream) chunks.push(c);
  return Buffer.concat(chunks);
}

async function upload(server, token, bytes) {
  const form = new FormData();
  form.append('password', '123456');
  form.append('file', new Blob([bytes]), 'backup.zip');
  const t0 = performance.now();
  const res = await fetch(`${server.url}/api/database/upload`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 400) throw new Error(`upload answered ${res.status}, not 400`);
  return ms;
}

export async function backupBombBench(runs = 9) {
  const server = await startServer({ env: { RATE_LIMITS: 'false' } });
  try {
    const token = await signIn(server.url);
    const zipBomb = await bomb();
    const notAZip = Buffer.alloc(zipBomb.length, 0x41);
    await upload(server, token, notAZip);
    const bombMs = [];
    const plainMs = [];
    for (let i = 0; i < runs; i++) {
      bombMs.push(await upload(server, token, zipBomb));
      plainMs.push(await upload(server, token, notAZip));
    }
    const ms = median(bombMs);
    const baselineMs = median(plainMs);
    return {
      runs,
      bytes: zipBomb.length,
      declaredBytes: 300 * 1024 * 1024,
      ms: round1(ms),
      baselineMs: round1(baselineMs),
      ofBaseline: round1(ms / baselineMs),
    };
  } finally {
    await server.dispose();
  }
}
