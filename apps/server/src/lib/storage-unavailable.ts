/**
 * The object store (S3) did not answer or dropped the connection. Its socket errors carry the same
 * codes as a lost database connection (ECONNRESET, ETIMEDOUT…): wrapped in this, they answer
 * `503 文件存储暂不可用` instead of being taken for the database.
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('file storage unavailable', { cause });
  }
}

export const STORAGE_UNAVAILABLE = '文件存储暂不可用，请稍后重试';

/** Whether the store, not the request or the database, failed (an S3 answer of 4xx is not this). */
export function isStoreFailure(err: unknown): boolean {
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status >= 500;
}
