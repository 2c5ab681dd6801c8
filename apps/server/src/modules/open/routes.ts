import {
  ilabDataUpload,
  ilabToken,
  ilabTokenPost,
  ilabTokenRefresh,
  reportRecords,
  type IlabToken,
  type OpenRecord,
} from '@coalsim/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { badRequest, HttpError } from '../../lib/http-error.js';
import { refuseDeepJson } from '../../lib/json-body.js';
import { fromContract } from '../../lib/route.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { NO_APP_CALL_LIMITS } from '../../plugins/app-call-limits.js';
import { verifySignedRequest, type AppCaller } from './app-auth.js';
import { noteRefusedUpload, storeLaunchedSession } from './ilab-upload.js';
import { createIlabDoor, ILAB, ilabRefusal, type IlabCaller } from './ilab.js';
import { ingestRecords } from './ingest.service.js';
import type { NonceStore } from './nonce-store.js';

export interface OpenRoutesOptions {
  /** The server's key: app secrets are sealed under a key derived from it (lib/secret-box.ts). */
  secretKey: Buffer;
  nonces: NonceStore;
}

/** 500 records with their steps fit comfortably; anything larger is not one batch. */
const OPEN_BODY_LIMIT = 8 * 1024 * 1024;
const NOT_JSON = '请求体不是合法的 JSON，请检查后重试';

/**
 * The open API for simulation software (machine to machine, no session). JSON bodies arrive raw
 * here: a signature covers the exact bytes sent, so they are checked before they are parsed, and
 * a forged call is a 401 whatever its body. Each call's log row names the app key, not the body.
 * Limits: a proven call counts for its application, a failed proof for its address (and an
 * address over its limit is refused in preParsing, before its body or any lookup).
 */
export const openRoutes: FastifyPluginAsyncZod<OpenRoutesOptions> = async (app, opts) => {
  const box = createSecretBox(opts.secretKey);
  const ilab = createIlabDoor(app.db, box, opts.secretKey);

  // In place of the app's own JSON parser (lib/json-body.ts), whose depth check parse() repeats.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: OPEN_BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );
  // ilab-x clients POST the token request's query string with an empty body of any type
  // (Unity's form encoding, none at all); the body of that call is ignored, and any other
  // call's non-JSON body fails its parse below with the usual 400.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_r, _body, done) =>
    done(null, undefined),
  );
  const parse = (request: FastifyRequest) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const text = raw.toString('utf8');
    refuseDeepJson(text);
    try {
      request.body = JSON.parse(text) as unknown;
    } catch {
      throw badRequest(NOT_JSON);
    }
    return raw;
  };
  const callers = new WeakMap<FastifyRequest, AppCaller>();
  const identify = (request: FastifyRequest, caller: AppCaller) => {
    callers.set(request, caller);
    request.auditUser = { id: null, username: `app:${caller.appKey}`.slice(0, 64) };
  };
  const callerOf = (request: FastifyRequest) => callers.get(request)!;
  const limits = app.appCallLimits ?? NO_APP_CALL_LIMITS;
  /** The caller `prove` finds, counted for its application; a refusal is counted for the address. */
  const proven = async <C extends { appKey: string }>(
    request: FastifyRequest,
    reply: FastifyReply,
    prove: () => Promise<C>,
  ) => {
    let caller: C;
    try {
      caller = await prove();
    } catch (err) {
      if (err instanceof HttpError && err.status < 500) await limits.failedProof(request);
      throw err;
    }
    await limits.proven(request, reply, caller.appKey);
    return caller;
  };

  app.route({
    ...fromContract(reportRecords),
    preParsing: async (request, reply) => limits.beforeProof(request, reply),
    preValidation: async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const prove = () => verifySignedRequest(app.db, box, opts.nonces, request, raw, new Date());
      identify(request, await proven(request, reply, prove));
      parse(request);
    },
    handler: async (request) => {
      const body = request.body;
      const records: OpenRecord[] = 'records' in body ? body.records : [body];
      const stored = await ingestRecords(app.db, callerOf(request), records, new Date());
      return 'records' in body ? { records: stored } : stored[0]!;
    },
  });

  app.addHook('onSend', async (request, reply, payload) =>
    request.routeOptions.url?.startsWith('/open/api/v2/') ? withIlabCode(reply, payload) : payload,
  );

  /** Trades a ticket (GET and POST alike: everything is in the query) or refreshes a token. */
  const tokenAnswer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    issue: () => Promise<{ appKey: string; answer: IlabToken }>,
  ) => {
    const { appKey, answer } = await proven(request, reply, issue);
    request.auditUser = { id: null, username: `app:${appKey}`.slice(0, 64) };
    return answer;
  };
  for (const endpoint of [ilabToken, ilabTokenPost]) {
    app.route({
      ...fromContract(endpoint),
      preParsing: async (request, reply) => limits.beforeProof(request, reply),
      handler: async (request, reply) =>
        tokenAnswer(request, reply, () => ilab.issueToken(request.query, new Date())),
    });
  }
  app.route({
    ...fromContract(ilabTokenRefresh),
    preParsing: async (request, reply) => limits.beforeProof(request, reply),
    handler: async (request, reply) =>
      tokenAnswer(request, reply, () => ilab.refreshToken(request.query, new Date())),
  });

  /** The launch of an upload's token when this server issued it (even expired): refusals go there. */
  const uploadLaunch = new WeakMap<FastifyRequest, number>();
  app.route({
    ...fromContract(ilabDataUpload),
    preParsing: async (request, reply) => limits.beforeProof(request, reply),
    preValidation: async (request, reply) => {
      const given = (request.query as { access_token?: unknown }).access_token;
      const token = typeof given === 'string' ? given : '';
      const issued = ilab.launchOfToken(token);
      if (issued) uploadLaunch.set(request, issued.launchId);
      const prove = () => ilab.callerOf(token, new Date());
      identify(request, await proven(request, reply, prove));
      parse(request);
    },
    onSend: async (request, reply, payload) => {
      const launchId = uploadLaunch.get(request);
      if (launchId !== undefined && reply.statusCode >= 400)
        await noteRefusedUpload(app.db, launchId, refusalOf(payload, reply.statusCode), new Date());
      return payload;
    },
    handler: async (request) => {
      const b = request.body;
      const caller = callerOf(request) as IlabCaller;
      if (b.username.toLowerCase() !== caller.username.toLowerCase()) throw ilabRefusal(ILAB.otherUser);
      const record: OpenRecord = {
        originId: b.originId,
        username: caller.username,
        ...(caller.deviceSerial ? { deviceSerial: caller.deviceSerial } : {}),
        startTime: b.startTime,
        endTime: b.endTime,
        timeUsed: b.timeUsed,
        score: b.score,
        status: b.status,
        steps: b.steps?.map(({ seq, title, startTime, endTime, timeUsed, expectTime, maxScore, score }) => ({
          seq,
          title,
          startTime,
          endTime,
          timeUsed,
          expectTime,
          maxScore,
          score,
        })),
      };
      return { code: 0 as const, ...(await storeLaunchedSession(app.db, caller, record, new Date())) };
    },
  });
};

/** What a refused upload was told, as its launch keeps it. */
function refusalOf(payload: unknown, status: number): string {
  try {
    const body = JSON.parse(String(payload)) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not the error shape: said by its status below.
  }
  return `上报被拒绝（HTTP ${status}）`;
}

/**
 * ilab-x clients read `code` and `msg`: every refusal of the door keeps the API's error shape and
 * adds them — the door's own code when it named one, else the HTTP status (400 bad parameters,
 * 409/422 a record refused, 429 too many calls).
 */
function withIlabCode(reply: FastifyReply, payload: unknown): unknown {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as { message?: string; code?: number; msg?: string };
    return JSON.stringify({ ...body, code: body.code ?? reply.statusCode, msg: body.msg ?? body.message });
  } catch {
    return payload;
  }
}
