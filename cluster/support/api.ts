import { randomInt } from 'node:crypto';

/** An answer as the tests read it: status, parsed body (JSON when it is JSON), time taken. */
export interface Reply<T = unknown> {
  status: number;
  body: T;
  text: string;
  /** From sending the request to the whole body read. */
  ms: number;
  /** performance.now() when the answer was complete: for windows measured across instances. */
  at: number;
}

/** `{ message }` of the platform's error body, for failure messages a person can read. */
export const describe = (r: Reply): string => `${r.status} ${r.text.slice(0, 300)}`;

/**
 * A client of one address (the proxy or one instance), signed in or not. `clientIp` (from
 * context.clientIp) goes out as X-Forwarded-For: with TRUST_PROXY=loopback every instance
 * believes it, so each test stands for its own client.
 */
export class Api {
  constructor(
    readonly base: string,
    readonly token?: string,
    readonly clientIp?: string,
  ) {}

  /** The same caller at another address (another instance, or the proxy). */
  at(base: string): Api {
    return new Api(base, this.token, this.clientIp);
  }

  as(token: string | undefined): Api {
    return new Api(this.base, token, this.clientIp);
  }

  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<Reply<T>> {
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = this.token;
    if (this.clientIp) headers['x-forwarded-for'] = this.clientIp;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const started = performance.now();
    const res = await fetch(`${this.base}${path}`, { method, headers, body: payload });
    const text = await res.text();
    const at = performance.now();
    let parsed: unknown = text;
    if (res.headers.get('content-type')?.includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, body: parsed as T, text, ms: at - started, at };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = unknown>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }
  put<T = unknown>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  delete<T = unknown>(path: string, body?: unknown) {
    return this.request<T>('DELETE', path, body);
  }
}

/** A name no earlier run used: letters and digits, at most 20 characters (the username rule). */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${randomInt(36 ** 3).toString(36)}`.slice(0, 20);
}
