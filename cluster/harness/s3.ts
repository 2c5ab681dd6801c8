import { mkdir } from 'node:fs/promises';

import S3rver from 's3rver';

export interface S3Server {
  env: {
    S3_ENDPOINT: string;
    S3_BUCKET: string;
    S3_ACCESS_KEY: string;
    S3_SECRET_KEY: string;
    S3_REGION: string;
  };
  stop(): Promise<void>;
}

/**
 * An S3-protocol server (s3rver, as the server's own S3 tests use) with one empty bucket. It runs
 * in the runner's process: it dies with it, so even an abrupt end leaves no server behind.
 * s3rver's own settings (keep-alive included) are left as they are: the instances must cope with
 * an object store as it comes.
 */
export async function startS3(dir: string, port: number): Promise<S3Server> {
  await mkdir(dir, { recursive: true });
  const bucket = 'coalsim';
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      // s3rver's fixed credentials.
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
    },
    stop: () => server.close(),
  };
}
