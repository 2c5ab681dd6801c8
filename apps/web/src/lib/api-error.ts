import type { ApiErrorBody } from '@coalsim/contract';

/**
 * What every failed API call rejects with, whatever went wrong (spec §8: always rejected).
 * `status` is undefined when no HTTP answer arrived (network down, timeout, cancelled).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | undefined;
  readonly fieldErrors: ApiErrorBody['fieldErrors'];

  constructor(
    message: string,
    {
      status,
      fieldErrors,
      cause,
    }: { status?: number; fieldErrors?: ApiErrorBody['fieldErrors']; cause?: unknown },
  ) {
    super(message, { cause });
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Narrows an unknown response body to the contract's error shape without trusting it. */
export function readErrorBody(data: unknown): Partial<ApiErrorBody> {
  if (typeof data !== 'object' || data === null) return {};
  const body = data as Record<string, unknown>;
  return {
    ...(typeof body.status === 'number' ? { status: body.status } : {}),
    ...(typeof body.message === 'string' && body.message !== '' ? { message: body.message } : {}),
    ...(isFieldErrors(body.fieldErrors) ? { fieldErrors: body.fieldErrors } : {}),
  };
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}
