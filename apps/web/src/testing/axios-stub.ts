import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';

export interface StubReply {
  status: number;
  data?: unknown;
}

/**
 * Answers a request the way axios's own adapters do: resolves with the response, or rejects with
 * an AxiosError carrying it when `validateStatus` refuses the status. No network involved.
 */
export function reply(
  config: InternalAxiosRequestConfig,
  { status, data }: StubReply,
): Promise<AxiosResponse> {
  const response: AxiosResponse = {
    data,
    status,
    statusText: String(status),
    headers: new AxiosHeaders(),
    config,
    request: {},
  };
  const ok = config.validateStatus ? config.validateStatus(status) : status >= 200 && status < 300;
  if (ok) return Promise.resolve(response);
  const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  return Promise.reject(
    new AxiosError(`Request failed with status code ${status}`, code, config, {}, response),
  );
}
