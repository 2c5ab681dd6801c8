import { ilabDataUpload, ilabToken, reportRecords, type OpenRecord } from '@coalsim/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { badRequest } from '../../lib/http-error.js';
import { fromContract } from '../../lib/route.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { verifySignedRequest, type AppCaller } from './app-auth.js';
import { createIlabDoor } from './ilab.js';
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
 */
export const openRoutes: FastifyPluginAsyncZod<OpenRoutesOptions> = async (app, opts) => {
  const box = createSecretBox(opts.secretKey);
  const ilab = createIlabDoor(app.db, box, opts.nonces, opts.secretKey);

  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: OPEN_BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );
  const parse = (request: FastifyRequest) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    try {
      request.body = JSON.parse(raw.toString('utf8')) as unknown;
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

  app.route({
    ...fromContract(reportRecords),
    preValidation: async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      identify(request, await verifySignedRequest(app.db, box, opts.nonces, request, raw, new Date()));
      parse(request);
    },
    handler: async (request) => {
      const body = request.body;
      const records: OpenRecord[] = 'records' in body ? body.records : [body];
      const stored = await ingestRecords(app.db, callerOf(request), records, new Date());
      return 'records' in body ? { records: stored } : stored[0]!;
    },
  });

  app.route({
    ...fromContract(ilabToken),
    preValidation: async (request) => {
      parse(request);
    },
    handler: async (request) => {
      const { caller, answer } = await ilab.issueToken(request.body, new Date());
      request.auditUser = { id: null, username: `app:${caller.appKey}`.slice(0, 64) };
      return answer;
    },
  });

  app.route({
    ...fromContract(ilabDataUpload),
    preValidation: async (request) => {
      const token = (request.query as { access_token?: unknown }).access_token;
      identify(request, await ilab.callerOf(typeof token === 'string' ? token : '', new Date()));
      parse(request);
    },
    handler: async (request) => {
      const b = request.body;
      const record: OpenRecord = {
        originId: b.originId,
        username: b.username,
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
      const [stored] = await ingestRecords(app.db, callerOf(request), [record], new Date());
      return { code: 0 as const, msg: 'success', id: stored!.id };
    },
  });
};
