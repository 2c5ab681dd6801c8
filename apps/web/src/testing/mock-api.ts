import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { onTestFinished, vi } from 'vitest';

import { api } from '../lib/api-client';
import { reply } from './axios-stub';
import type { StubReply } from './axios-stub';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type RouteKey = `${Method} /${string}`;
type Handler = StubReply | ((config: InternalAxiosRequestConfig) => StubReply);

/**
 * Swaps the app client's network for canned replies keyed by `METHOD /path`, for the rest of the
 * current test. Unlisted calls answer 404 in the contract's error shape, so they fail visibly.
 */
export function mockApi(routes: Partial<Record<RouteKey, Handler>>) {
  const previous = api.instance.defaults.adapter;
  const adapter = vi.fn<AxiosAdapter>((config) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}` as RouteKey;
    const handler = routes[key];
    if (!handler) {
      return reply(config, {
        status: 404,
        data: { status: 404, message: `未模拟的接口 ${key}`, timestamp: 0 },
      });
    }
    return reply(config, typeof handler === 'function' ? handler(config) : handler);
  });
  api.instance.defaults.adapter = adapter;
  onTestFinished(() => {
    api.instance.defaults.adapter = previous;
  });
  return adapter;
}
