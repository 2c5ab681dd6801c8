import type { Duplex } from 'node:stream';

import type { ApiErrorBody } from '@coalsim/contract';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { HttpError } from '../lib/http-error.js';
import { crossEnterpriseReference } from '../lib/pg-errors.js';
import { STORAGE_UNAVAILABLE, StorageUnavailableError } from '../lib/storage-unavailable.js';
import { API_SECURITY_HEADERS } from './security.js';

const GENERIC_500 = '服务器内部错误，请稍后重试';
/** What a same-enterprise key's refusal means to the caller (lib/pg-errors.ts). */
export const CROSS_ENTERPRISE = {
  insert: { status: 404, message: '所选的部门、岗位、员工或培训计划不存在或不属于本企业，请刷新后重新选择' },
  delete: { status: 409, message: '该记录仍被本企业的其他记录引用，请先修改或删除引用它的记录' },
} as const;

/** Messages for the errors Fastify itself raises before a handler runs. */
const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: '请求内容过大' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: '不支持的请求内容类型' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: '请求体不能为空' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: '请求体不是合法的 JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: '请求内容长度不正确' },
};

export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  fieldErrors?: ApiErrorBody['fieldErrors'],
  details?: Record<string, unknown>,
) {
  const body: ApiErrorBody = {
    ...details,
    status,
    message,
    timestamp: Date.now(),
    ...(fieldErrors ? { fieldErrors } : {}),
  };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Errors Fastify answers before any route or error handler (`frameworkErrors`): without this they
 * left in Fastify's own shape (`{ error, code, message, statusCode }`), e.g. a path parameter over
 * `maxParamLength` answered 414 that way.
 */
const ROUTING_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: '路径参数过长，请检查链接是否完整正确' },
  FST_ERR_BAD_URL: { status: 400, message: '请求地址不正确，请检查链接是否完整正确' },
};

export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = ROUTING_MESSAGES[error.code];
  return sendError(reply, known?.status ?? error.statusCode ?? 400, known?.message ?? '请求无法处理');
}

/** What the answer to a request Node's HTTP parser refused says, by status. */
export const CLIENT_ERROR_MESSAGES = {
  400: '请求格式不正确，请检查客户端或代理的设置后重试',
  408: '请求超时，请检查网络后重试',
  431: '请求地址或请求头过长（合计不能超过 16 KB），请缩短查询条件或清除本站 Cookie 后重试',
} as const;

const CLIENT_ERROR_STATUS: Record<string, keyof typeof CLIENT_ERROR_MESSAGES> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};
const REASONS = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before any route (a query
 * string past its 16 KB of headers, a timeout, bytes that are not HTTP) answer in the one error
 * shape too, written on the socket as Fastify's own handler does, then the connection is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const body = JSON.stringify({ status, message: CLIENT_ERROR_MESSAGES[status], timestamp: Date.now() });
  if (socket.writable) {
    const headers = [
      `HTTP/1.1 ${status} ${REASONS[status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      ...Object.entries(API_SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${headers.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/** The database is down or restarting: worth a retry, not a bug. */
const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOENT',
  'ECONNRESET',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  'ETIMEDOUT',
  // too many connections: every slot taken for the moment (other instances, a burst)
  '53300',
]);
export const DB_UNAVAILABLE = '数据库暂不可用，请稍后重试';

/** ioredis's words when Redis (REDIS_URL: sessions, captchas, counters) does not answer. */
const REDIS_UNAVAILABLE_MESSAGES =
  /^(Reached the max retries per request limit|Connection is closed\.|Stream isn't writeable)/;
export const SESSIONS_UNAVAILABLE = '会话存储（Redis）暂不可用，请稍后重试';

/** drizzle wraps the driver's error; the driver's code and message are on `cause`. */
function driverError(error: Error): Error {
  return error instanceof DrizzleQueryError && error.cause instanceof Error ? error.cause : error;
}

/** The pool's and client's own words for a connection that is gone or never came. */
const DB_UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|timeout expired|not queryable|Query read timeout/;

/**
 * Whether the error, a cause under it or one of an AggregateError's parts (Node's connect tries
 * every address) says the database cannot be reached right now.
 */
export function databaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const { code, path } = error as { code?: unknown; path?: unknown };
  // A file system error (a missing spool file, a full disk) names its path; a connection's does
  // not. Taken for the database, it answered 数据库暂不可用 for what was a server fault.
  if (typeof code === 'string' && DB_UNAVAILABLE_CODES.has(code) && path === undefined) return true;
  if (DB_UNAVAILABLE_MESSAGES.test(error.message)) return true;
  const parts = error instanceof AggregateError ? (error.errors as unknown[]) : [];
  return [error.cause, ...parts].some((part) => databaseUnavailable(part, depth + 1));
}

/**
 * What a failed request logs: the driver's error and the SQL text, never the query's parameters,
 * which may hold password hashes or personal data.
 */
function loggable(error: Error) {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = driverError(error);
  return {
    type: 'DrizzleQueryError',
    query: error.query,
    cause: { message: cause.message, code: (cause as { code?: string }).code, stack: cause.stack },
  };
}

const where = { body: '', querystring: '查询参数 ', params: '路径参数 ', headers: '请求头 ' } as const;

/**
 * The one error funnel: every error leaves as `{ status, message, timestamp }` with HTTP status =
 * `status`; validation errors add `fieldErrors`; 5xx are logged with the request and hidden.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (fieldErrors[field] ??= []).push(issue.message ?? '格式不正确');
      }
      const [field, messages] = Object.entries(fieldErrors)[0] ?? ['_', ['请求参数不正确']];
      const prefix = where[error.validationContext as keyof typeof where] ?? '';
      const label = field === '_' ? '' : `${prefix}${field}: `;
      return sendError(reply, 400, `${label}${messages[0] ?? '请求参数不正确'}`, fieldErrors);
    }
    if (error instanceof HttpError) {
      return sendError(reply, error.status, error.message, error.fieldErrors, error.details);
    }
    // The database refused a reference across enterprises: the caller's input, never a 500.
    const crossing = crossEnterpriseReference(error);
    if (crossing)
      return sendError(reply, CROSS_ENTERPRISE[crossing].status, CROSS_ENTERPRISE[crossing].message);
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known) return sendError(reply, known.status, known.message);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return sendError(reply, 429, '请求过于频繁，请稍后再试');
      return sendError(reply, status, '请求无法处理');
    }
    const context = { err: loggable(error), request: { method: request.method, url: request.url } };
    if (error instanceof StorageUnavailableError || error.cause instanceof StorageUnavailableError) {
      request.log.warn(context, 'file storage unavailable');
      return sendError(reply, 503, STORAGE_UNAVAILABLE);
    }
    if (REDIS_UNAVAILABLE_MESSAGES.test(error.message)) {
      request.log.warn(context, 'redis unavailable');
      return sendError(reply, 503, SESSIONS_UNAVAILABLE);
    }
    if (databaseUnavailable(error)) {
      request.log.warn(context, 'database unavailable');
      return sendError(reply, 503, DB_UNAVAILABLE);
    }
    request.log.error(context, 'request failed');
    return sendError(reply, 500, GENERIC_500);
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, `接口不存在：${request.method} ${request.url.split('?')[0]}`),
  );
}

export default fp(errorsPlugin, { name: 'errors' });
