import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';
import { afterAll } from 'vitest';

import type { S3Settings } from '../config.js';

/**
 * A real S3-protocol server (s3rver) on a free loopback port with one empty bucket, stopped and
 * removed after the file's tests; its credentials are s3rver's fixed ones.
 */
export async function startS3Server(bucket = 'coalsim'): Promise<S3Settings> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'coalsim-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    region: 'us-east-1',
  };
}
