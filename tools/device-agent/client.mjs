// The agent's side of the device-agent door (packages/contract/src/device/agent.endpoints.ts):
// every call but enrolment carries `Authorization: Device <secret>`; errors come back as one
// ApiError whose status is 0 when the server could not be reached at all.
import { createHash } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The package's own version (package.json): the tarball's name and what each heartbeat reports. */
export const AGENT_VERSION = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
).version;

export class ApiError extends Error {
  constructor(status, message, code = undefined) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** This machine itself: what is sent there never crosses a network. */
const loopback = (hostname) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

/**
 * The server's base address, or a one-line refusal: only http(s), no path tricks. Every call
 * carries the device secret, so plain http is refused unless it stays on this machine or
 * `insecureHttp` says the network is trusted (--insecure-http).
 */
export function serverUrl(text, { insecureHttp = false } = {}) {
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new ApiError(0, `平台地址不正确：${text}`);
  }
  if (!['http:', 'https:'].includes(url.protocol))
    throw new ApiError(0, `平台地址须以 http:// 或 https:// 开头：${text}`);
  if (url.protocol === 'http:' && !insecureHttp && !loopback(url.hostname)) {
    throw new ApiError(
      0,
      `拒绝使用未加密的平台地址 ${url.origin}：设备密钥会以明文经过网络，同一网络中的人可以截获它并冒充本机；` +
        '请改用 https:// 地址，或确认网络可信后加上 --insecure-http 参数',
    );
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

async function messageOf(res) {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text);
    if (body && typeof body.message === 'string') return body.message;
  } catch {
    // Not the platform's error shape (a proxy's page, say): show its start.
  }
  return text.slice(0, 200) || res.statusText || '无内容';
}

/** A command as leased, checked for the fields the agent relies on; anything else is a bad answer. */
export function commandOf(body) {
  const ok =
    body &&
    typeof body === 'object' &&
    Number.isInteger(body.id) &&
    typeof body.command === 'string' &&
    body.args !== null &&
    typeof body.args === 'object';
  if (!ok) throw new ApiError(200, '平台返回的指令格式不正确');
  return {
    id: body.id,
    attempt: body.attempt ?? 1,
    leaseUntil: body.leaseUntil,
    command: body.command,
    args: body.args,
  };
}

export function createClient({ server, secret = null, timeoutMs = 15_000, fetchImpl = fetch, insecureHttp }) {
  const base = serverUrl(server, { insecureHttp });
  const client = { server: base, secret };

  async function call(method, path, { body, signal, timeout = timeoutMs } = {}) {
    const headers = { 'user-agent': `coalsim-device-agent/${AGENT_VERSION}` };
    if (client.secret) headers.authorization = `Device ${client.secret}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const signals = [AbortSignal.timeout(timeout), ...(signal ? [signal] : [])];
    let res;
    try {
      res = await fetchImpl(base + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.any(signals),
      });
    } catch (err) {
      if (signal?.aborted) throw new ApiError(0, '已停止', 'ABORTED');
      const code = err.name === 'TimeoutError' ? 'ETIMEDOUT' : (err.cause?.code ?? err.name);
      throw new ApiError(0, `无法连接 ${base}（${code}）`, code);
    }
    if (res.status >= 400) throw new ApiError(res.status, await messageOf(res));
    return res;
  }

  async function json(res) {
    try {
      return await res.json();
    } catch {
      throw new ApiError(res.status, '平台的回答不是 JSON');
    }
  }

  client.enrol = async ({ code, serial }) => {
    const body = await json(await call('POST', '/api/device-agent/enrol', { body: { code, serial } }));
    if (typeof body?.secret !== 'string' || body.secret === '')
      throw new ApiError(201, '平台没有返回设备密钥');
    client.secret = body.secret;
    return body;
  };

  client.heartbeat = async (body) => json(await call('POST', '/api/device-agent/heartbeat', { body }));

  /** The next command, or null when the server had none within `wait` seconds. */
  client.nextCommand = async (wait, signal) => {
    const res = await call('GET', `/api/device-agent/commands?wait=${wait}`, {
      signal,
      timeout: (wait + 15) * 1000,
    });
    if (res.status === 204) return null;
    return commandOf(await json(res));
  };

  client.report = async (id, result) => {
    await call('POST', `/api/device-agent/commands/${id}/result`, { body: result });
  };

  /**
   * Streams package `packageId` into `file` (from this server only, whatever URL the command
   * names: the secret goes nowhere else), stopping past `maxBytes`. Returns its size and sha256.
   */
  client.downloadPackage = async (packageId, file, { maxBytes, signal, timeout = 30 * 60_000 } = {}) => {
    const res = await call('GET', `/api/device-agent/packages/${packageId}`, { signal, timeout });
    if (!res.body) throw new ApiError(res.status, '平台没有返回部署包内容');
    const hash = createHash('sha256');
    let bytes = 0;
    const count = new Transform({
      transform(chunk, _encoding, done) {
        bytes += chunk.length;
        if (maxBytes !== undefined && bytes > maxBytes)
          return done(new Error(`部署包超过应有的 ${maxBytes} 字节`));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(Readable.fromWeb(res.body), count, createWriteStream(file, { mode: 0o600 }));
    return { bytes, sha256: hash.digest('hex') };
  };

  return client;
}
