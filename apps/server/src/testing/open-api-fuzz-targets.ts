import type { FastifyInstance } from 'fastify';

import { signRequest, simulatedSession } from '../../../../tools/open-api-client.mjs';
import { md5Upper } from '../modules/open/ilab.js';
import { HOUR, launchTicket } from './train-fixtures.js';

/** What an app-signed call sends instead of a bearer token, for one variant of the body. */
export type Signer = (payload: unknown) => { headers: Record<string, string>; payload: string };

interface VendorKeys {
  appKey: string;
  appSecret: string;
  softId: number;
  creditCode: string;
  workers: { employeeNo: string }[];
}

/**
 * The open API's operations as the software calls them, with a real key: a reported session
 * signed per variant (a counted nonce, so runs repeat exactly); the ilab token door with each
 * query parameter at its edges (refused, never a 5xx); an upload with a token a real launch's
 * ticket bought, as the staff account `workerToken` launched it.
 */
export async function openApiFuzzTargets(app: FastifyInstance, keys: VendorKeys, workerToken: string) {
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
  const token = await ilabToken(app, keys, workerToken);
  const unsigned = `appid=${encodeURIComponent(keys.appKey)}&signature=${'0'.repeat(32)}`;

  return {
    reportRecords: {
      url: '/api/open/v1/records',
      payload: session,
      fresh: ['originId'],
      sign: signSession,
    },
    ilabToken: { url: `/open/api/v2/token?ticket=ticket-fuzz&${unsigned}` },
    ilabTokenPost: { url: `/open/api/v2/token?ticket=ticket-fuzz&${unsigned}` },
    ilabTokenRefresh: {
      url: `/open/api/v2/token/refresh?access_token=${encodeURIComponent(token)}&${unsigned}`,
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

/** An ilab access token, bought with the ticket of a real launch, signed by the app's secret. */
async function ilabToken(app: FastifyInstance, keys: VendorKeys, workerToken: string) {
  const { ticket } = await launchTicket(app, workerToken, keys.softId);
  const signature = md5Upper(`${ticket}${keys.appKey}${keys.appSecret}`);
  const res = await app.inject({
    method: 'GET',
    url: '/open/api/v2/token',
    query: { ticket, appid: keys.appKey, signature },
  });
  if (res.statusCode !== 200) throw new Error(`ilab token failed: ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}
