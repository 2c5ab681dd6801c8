import type { FastifyInstance } from 'fastify';

import { signRequest, simulatedSession } from '../../../../tools/open-api-client.mjs';
import { sha256Hex } from '../modules/open/signature.js';
import { HOUR } from './train-fixtures.js';

/** What an app-signed call sends instead of a bearer token, for one variant of the body. */
export type Signer = (payload: unknown) => { headers: Record<string, string>; payload: string };

/** The ilab ticket's signature before the variant is signed (valid in shape, never a real one). */
const UNSIGNED = '0'.repeat(64);

interface VendorKeys {
  appKey: string;
  appSecret: string;
  creditCode: string;
  workers: { employeeNo: string }[];
}

/**
 * The open API's three operations as the software calls them, with a real key: a reported
 * session signed per variant (a counted nonce, so runs repeat exactly), an ilab ticket signed over
 * whatever the variant holds, and an upload with a token the ticket bought.
 */
export async function openApiFuzzTargets(app: FastifyInstance, keys: VendorKeys) {
  const session = simulatedSession({
    originId: 'fuzz-session',
    creditCode: keys.creditCode,
    employeeNo: keys.workers[0]!.employeeNo,
    startTime: Date.now() - 2 * HOUR,
  });
  let nonces = 0;
  const signSession: Signer = (payload) => {
    const nonce = `fuzz-nonce-${++nonces}`;
    const signed = signRequest({ appKey: keys.appKey, appSecret: keys.appSecret, payload, nonce });
    return { headers: signed.headers, payload: signed.body };
  };
  // SHA256(ticket + appid + secret), as the software signs; a variant that pushes the signature
  // itself to an edge keeps its own.
  const signTicket: Signer = (payload) => {
    const body = payload as { ticket?: unknown; appid?: unknown; signature?: unknown };
    const signature =
      body.signature === UNSIGNED
        ? sha256Hex(`${String(body.ticket)}${String(body.appid)}${keys.appSecret}`)
        : body.signature;
    return { headers: {}, payload: JSON.stringify({ ...body, signature }) };
  };
  const token = await ilabToken(app, keys);

  return {
    reportRecords: {
      url: '/api/open/v1/records',
      payload: session,
      fresh: ['originId'],
      sign: signSession,
    },
    ilabToken: {
      url: '/open/api/v2/token',
      payload: { ticket: 'ticket-fuzz', appid: keys.appKey, signature: UNSIGNED },
      fresh: ['ticket'],
      sign: signTicket,
    },
    ilabDataUpload: {
      url: `/open/api/v2/data_upload?access_token=${encodeURIComponent(token)}`,
      payload: {
        username: 'worker',
        projectTitle: '综采仿真',
        childProjectTitle: '综采工作面',
        appid: keys.appKey,
        originId: session.originId,
        status: 1,
        score: 91,
        startTime: session.startTime,
        endTime: session.endTime,
        timeUsed: session.timeUsed,
        steps: session.steps,
      },
      fresh: ['originId'],
    },
  };
}

/** An ilab access token, bought with a ticket signed by the app's secret. */
async function ilabToken(app: FastifyInstance, keys: { appKey: string; appSecret: string }) {
  const ticket = 'ticket-fuzz-setup';
  const res = await app.inject({
    method: 'POST',
    url: '/open/api/v2/token',
    payload: { ticket, appid: keys.appKey, signature: sha256Hex(`${ticket}${keys.appKey}${keys.appSecret}`) },
  });
  if (res.statusCode !== 200) throw new Error(`ilab token failed: ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}
