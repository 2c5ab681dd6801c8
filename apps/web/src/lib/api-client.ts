import axios from 'axios';
import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig } from 'axios';

import { env } from '../config/env';
import { settings } from '../config/settings';
import { ApiError, readErrorBody } from './api-error';
import { getToken, markSessionExpired, removeToken } from './auth-token';

export const REQUEST_MESSAGES = {
  timeout: '网络请求超时',
  failed: '接口请求失败',
  expired: '当前登录状态已过期，请重新登录！',
  forbidden: '抱歉，您没有权限访问该页面',
  cancelled: '请求已取消',
} as const;

/**
 * The UI consequences of a failed call. The transport decides *what* happens (spec §8) but
 * not *how*: the app injects antd notifications and router navigation, tests inject spies.
 */
export interface ApiClientEffects {
  /** Shows an error notice for `durationMs` (5 000 ms per spec §9). */
  notifyError: (message: string, durationMs: number) => void;
  /** Ends the local session; the app may also reset its user state here. */
  logout: () => void;
  reload: () => void;
  /** Shows the no-permission page. */
  forbidden: () => void;
}

const defaultEffects: Pick<ApiClientEffects, 'logout' | 'reload'> = {
  logout: removeToken,
  reload: () => window.location.reload(),
};

export interface ApiClientOptions {
  baseURL: string;
  timeout: number;
  /** Replaces the network in tests. */
  adapter?: AxiosAdapter;
  effects?: Partial<ApiClientEffects>;
}

export interface ApiClient {
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  /** Swaps in UI effects; returns a function that restores the previous ones. */
  configure(effects: Partial<ApiClientEffects>): () => void;
  readonly instance: AxiosInstance;
}

async function readBlobJson(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blob.text()) as unknown;
  } catch {
    return undefined;
  }
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller handles every failure itself: no notice, no logout, no navigation. */
    silent?: boolean;
    /**
     * A 403 is shown as a notice where the action happened instead of sending the user to the
     * no-permission page: for saves and deletes the server may refuse by rule (role levels).
     */
    forbiddenAsNotice?: boolean;
  }
}

/** Spec §8, in its order; every branch ends in a rejected `ApiError`. */
async function handleFailure(error: unknown, effects: ApiClientEffects): Promise<never> {
  // A call the app abandoned on purpose (unmount, superseded query) is not a failure to show.
  if (axios.isCancel(error)) throw new ApiError(REQUEST_MESSAGES.cancelled, { cause: error });

  const axiosError = axios.isAxiosError(error) ? error : undefined;
  if (axiosError?.config?.silent) {
    const body = readErrorBody(axiosError.response?.data);
    throw new ApiError(body.message ?? REQUEST_MESSAGES.failed, {
      status: body.status ?? axiosError.response?.status,
      cause: error,
    });
  }
  const response = axiosError?.response;
  const notify = (message: string) => effects.notifyError(message, settings.errorNoticeDurationMs);
  const fail = (message: string, status: number | undefined, fieldErrors?: Record<string, string[]>) =>
    new ApiError(message, { status, fieldErrors, cause: error });

  // 1. A failed download: the JSON error body arrives as a Blob because of responseType 'blob'.
  if (response?.data instanceof Blob && response.data.type.toLowerCase().includes('json')) {
    const body = readErrorBody(await readBlobJson(response.data));
    const message = body.message ?? REQUEST_MESSAGES.failed;
    notify(message);
    throw fail(message, body.status ?? response.status, body.fieldErrors);
  }

  const body = readErrorBody(response?.data);
  // 2. No error body and axios gave up waiting.
  if (body.status === undefined && String(axiosError?.message ?? error).includes('timeout')) {
    notify(REQUEST_MESSAGES.timeout);
    throw fail(REQUEST_MESSAGES.timeout, undefined);
  }

  // The body's status is the contract's; the HTTP status covers proxies that answer without one.
  const status = body.status ?? response?.status;
  // A 401 naming the password field is the password typed again being wrong, not the session.
  if (status === 401 && !body.fieldErrors?.password) {
    // 3. Expired or revoked session: drop it, leave a marker for the login page, start afresh.
    effects.logout();
    markSessionExpired();
    effects.reload();
    throw fail(body.message ?? REQUEST_MESSAGES.expired, status);
  }
  if (status === 403) {
    if (axiosError?.config?.forbiddenAsNotice) {
      const message = body.message ?? REQUEST_MESSAGES.forbidden;
      notify(message);
      throw fail(message, status, body.fieldErrors);
    }
    // 4. Signed in but not allowed.
    effects.forbidden();
    throw fail(body.message ?? REQUEST_MESSAGES.forbidden, status);
  }
  // 5. Any other answer: its message. Without one the generic text still tells the user it failed.
  // 6. No answer at all (network down, CORS): the generic text.
  const message = body.message ?? REQUEST_MESSAGES.failed;
  notify(message);
  throw fail(message, status, body.fieldErrors);
}

export function createApiClient({ baseURL, timeout, adapter, effects }: ApiClientOptions): ApiClient {
  // The first page's requests start while React is still rendering it, before the app has plugged
  // in its notices and navigation: a failure answered that early is held, then delivered when
  // they arrive, instead of being lost (a 403 would otherwise leave the visitor on a blank page).
  const held: ((effects: ApiClientEffects) => void)[] = [];
  let current: ApiClientEffects = {
    notifyError: (message, durationMs) => {
      held.push((ready) => ready.notifyError(message, durationMs));
    },
    forbidden: () => {
      held.push((ready) => ready.forbidden());
    },
    ...defaultEffects,
    ...effects,
  };
  const instance = axios.create({
    baseURL,
    timeout,
    headers: { 'Content-Type': 'application/json' },
    // XMLHttpRequest, axios's own first choice in a browser: the build leaves axios's fetch
    // adapter out (build/trim-imports.ts).
    adapter: adapter ?? 'xhr',
  });

  instance.interceptors.request.use((config) => {
    const token = getToken();
    // Sent verbatim: the cookie already holds `Bearer <token>` as the server issued it.
    if (token) config.headers.set('Authorization', token);
    // axios would turn FormData into JSON under a JSON content type; uploads need the browser's multipart boundary.
    if (config.data instanceof FormData) config.headers.delete('Content-Type');
    return config;
  });
  instance.interceptors.response.use(
    // No envelope (eladmin style): callers get the body itself (axios types insist on a response).
    (response) => response.data as typeof response,
    (error: unknown) => handleFailure(error, current),
  );

  // Sound because the response interceptor above has already replaced each response by its body.
  const send = <T>(config: AxiosRequestConfig): Promise<T> =>
    instance.request(config) as Promise<unknown> as Promise<T>;

  return {
    get: (url, config) => send({ ...config, method: 'GET', url }),
    post: (url, data, config) => send({ ...config, method: 'POST', url, data }),
    put: (url, data, config) => send({ ...config, method: 'PUT', url, data }),
    delete: (url, config) => send({ ...config, method: 'DELETE', url }),
    configure(next) {
      const previous = current;
      current = { ...current, ...next };
      held.splice(0).forEach((deliver) => deliver(current));
      return () => {
        current = previous;
      };
    },
    instance,
  };
}

/** The app's one client; `app/` wires its effects at start-up. */
export const api = createApiClient({ baseURL: env.apiBaseUrl, timeout: settings.timeout });
