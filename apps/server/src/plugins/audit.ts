import type { Endpoint } from '@coalsim/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { describeBrowser } from '../lib/user-agent.js';
import { createAuditWriter, type AuditWriter, type LogRow } from '../modules/logs/audit-writer.js';
import { maskParams } from '../modules/logs/mask-params.js';
import { databaseUnavailable } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditWriter;
  }
  interface FastifyRequest {
    /**
     * Who a call without a session turned out to be (a sign-in, a registration: the account; an
     * open-API call: `app:<app key>` without an id), for its log row.
     */
    auditUser: { id: number | null; username: string } | null;
    /** The error the request failed with, kept for its log row. */
    failure: Error | null;
    /** The file an export sent and how many rows it held (lib/xlsx.ts sendXlsx), for its log row. */
    exported: { file: string; rows: number } | null;
    /**
     * What the call did, in words, for its log row (a restore: which backup and how many log
     * rows it carried over); a read with a note is logged like a write (a backup's download).
     */
    auditNote: string | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const SERVER_FAILURE_TOLD = '服务器内部错误';
/** In place of the parameters of a row whose full form could not be built. */
export const PARAMS_LEFT_OUT = '（请求参数无法记录）';

/** The account a sign-in or registration was tried with, when nobody is signed in. */
function triedUsername(body: unknown): string | null {
  const name = (body as { username?: unknown } | null)?.username;
  return typeof name === 'string' ? name.slice(0, 64) : null;
}

/** Who made the call: the session's account, else who the call turned out to be. */
const callerOf = (request: FastifyRequest) => request.principal ?? request.auditUser;

/** The message of an INFO row: what went wrong, what was exported, or nothing. */
function outcomeOf(request: FastifyRequest, status: number): string | null {
  if (status >= 500) return SERVER_FAILURE_TOLD;
  const exported = request.exported;
  if (exported) return `导出 ${exported.rows} 条（${exported.file}）`;
  if (request.auditNote) return request.auditNote.slice(0, 500);
  return request.failure?.message.slice(0, 500) ?? null;
}

/** The row of a request with everything it sent: parameters masked, browser named. */
function fullRow(request: FastifyRequest, reply: FastifyReply, endpoint: Endpoint): LogRow {
  return {
    ...reducedRow(request, reply, endpoint),
    // Bulk personal data (the open API's training records) stays out: the row keeps the outcome.
    params:
      endpoint.auditBody === false ? null : maskParams(request.query, request.body, endpoint.secretFields),
    browser: describeBrowser(request.headers['user-agent'] ?? null)?.slice(0, 100) ?? null,
  };
}

/**
 * The row from what the server itself knows of the request, and of what it sent only the account
 * a sign-in was tried with (a string, cut): no parameters, no browser.
 */
function reducedRow(request: FastifyRequest, reply: FastifyReply, endpoint: Endpoint): LogRow {
  const caller = callerOf(request);
  return {
    logType: 'INFO',
    userId: caller?.id ?? null,
    username: caller?.username ?? triedUsername(request.body),
    description: endpoint.summary.slice(0, 100),
    method: request.method,
    path: request.url.split('?')[0]!.slice(0, 500),
    params: null,
    requestIp: request.ip,
    browser: null,
    time: Math.round(reply.elapsedTime),
    status: reply.statusCode,
    message: outcomeOf(request, reply.statusCode),
    requestId: request.id,
  };
}

/**
 * 操作日志 and 异常日志: every write of a contract endpoint (sign-ins included, failed ones with
 * their reason) and every export of a file gets an INFO row, every 5xx an ERROR row with the stack,
 * all with the request id. Rows are written in onSend, before the answer leaves: whoever got an
 * answer to a write can count on its row, even if the server dies the next moment.
 */
async function auditPlugin(app: FastifyInstance) {
  const writer = createAuditWriter(app.db, app.log);
  app.decorate('audit', writer);
  app.decorateRequest('auditUser', null);
  app.decorateRequest('failure', null);
  app.decorateRequest('exported', null);
  app.decorateRequest('auditNote', null);

  app.addHook('onError', (request, _reply, error: FastifyError, done) => {
    request.failure = error;
    done();
  });

  /** The rows a request leaves, empty for the plain reads that are most of the traffic. */
  function rowsOf(request: FastifyRequest, reply: FastifyReply): LogRow[] {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint) return [];
    const status = reply.statusCode;
    const exported = request.exported;
    const write =
      (WRITES.has(request.method) && (endpoint.audit !== 'refusals' || status >= 400)) ||
      exported !== null ||
      request.auditNote !== null;
    const serverFailure = status >= 500;
    if (!write && !serverFailure) return [];
    let row: LogRow;
    try {
      row = fullRow(request, reply, endpoint);
    } catch (err) {
      // What the request sent could not be read into the row (its body, its headers): the row
      // keeps who, what and the outcome, so the write still leaves its trace.
      request.log.error({ err }, 'audit log row reduced');
      row = { ...reducedRow(request, reply, endpoint), params: PARAMS_LEFT_OUT };
    }
    const rows = write ? [row] : [];
    if (serverFailure) {
      const failure = request.failure;
      rows.push({
        ...row,
        logType: 'ERROR',
        message: (failure?.message ?? `HTTP ${status}`).slice(0, 500),
        exceptionDetail: failure?.stack ?? null,
      });
    }
    return rows;
  }

  async function writeRows(request: FastifyRequest, rows: LogRow[]) {
    // While the database is away the request has already waited for it once: queue, don't ask again.
    if (request.failure && databaseUnavailable(request.failure)) rows.forEach((row) => writer.push(row));
    else for (const row of rows) await writer.write(row);
  }

  // Callback style: a plain read (no rows) passes straight through without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    let rows: LogRow[];
    try {
      rows = rowsOf(request, reply);
    } catch (err) {
      // A log row that cannot be built must not become the request's problem.
      request.log.error({ err }, 'audit log row failed');
      rows = [];
    }
    if (rows.length === 0) return done(null, payload);
    writeRows(request, rows).then(
      () => done(null, payload),
      () => done(null, payload),
    );
  });

  app.addHook('onClose', () => writer.close());
}

export default fp(auditPlugin, { name: 'audit', dependencies: ['db', 'auth'] });
