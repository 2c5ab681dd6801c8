// The reference client of CoalSim's open API (DESIGN §11 "Open API"): how simulation software
// signs and sends training sessions, through the signed v1 door or the ilab-x v2 door. Plain Node
// (18+), no dependencies; the simulator (tools/simulator.mjs), the server's tests and the
// end-to-end test all send through it.
import { createHash, createHmac, randomUUID } from 'node:crypto';

export const RECORDS_PATH = '/api/open/v1/records';

const sha256Hex = (text) => createHash('sha256').update(text).digest('hex');

/**
 * Headers and body of a signed call: X-Signature = hex HMAC-SHA256(secret,
 * `METHOD\nPATH\nTIMESTAMP\nNONCE\nhex(sha256(body))`), the body sent exactly as signed.
 */
export function signRequest({
  appKey,
  appSecret,
  payload,
  method = 'POST',
  path = RECORDS_PATH,
  timestamp = Date.now(),
  nonce = randomUUID(),
}) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const canonical = `${method}\n${path}\n${timestamp}\n${nonce}\n${sha256Hex(body)}`;
  const signature = createHmac('sha256', appSecret).update(canonical).digest('hex');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-app-key': appKey,
      'x-timestamp': String(timestamp),
      'x-nonce': nonce,
      'x-signature': signature,
    },
  };
}

/** Sends one record or `{ records }` to `baseUrl`; answers the HTTP status and the parsed body. */
export async function sendRecords({ baseUrl, appKey, appSecret, payload }) {
  const signed = signRequest({ appKey, appSecret, payload });
  return answerOf(
    await fetch(new URL(RECORDS_PATH, baseUrl), {
      method: 'POST',
      headers: signed.headers,
      body: signed.body,
    }),
  );
}

// ---- The ilab-x v2 door: the platform's 启动软件 opens the simulation with ?ticket=… ----

/** ilab-x's signature: upper-case hex MD5 of the parts joined, e.g. ticket + appid + secret. */
export const ilabSignature = (...parts) =>
  createHash('md5').update(parts.join(''), 'utf8').digest('hex').toUpperCase();

/** The ticket a launch address carries, URL-decoded (as a simulation reads its own address). */
export const ticketOf = (launchUrl) => new URL(launchUrl).searchParams.get('ticket');

/** GET /open/api/v2/token?ticket&appid&signature → `{ code: 0, access_token, un, dis, … }` or a refusal. */
export async function ilabToken({ baseUrl, appKey, appSecret, ticket }) {
  const url = new URL('/open/api/v2/token', baseUrl);
  url.search = new URLSearchParams({
    ticket,
    appid: appKey,
    signature: ilabSignature(ticket, appKey, appSecret),
  }).toString();
  return answerOf(await fetch(url));
}

/** POST /open/api/v2/data_upload?access_token=… with one session in the ilab-x shape. */
export async function ilabUpload({ baseUrl, accessToken, session }) {
  const url = new URL('/open/api/v2/data_upload', baseUrl);
  url.searchParams.set('access_token', accessToken);
  return answerOf(
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(session),
    }),
  );
}

/** The HTTP status and the body, parsed when it is JSON. */
async function answerOf(res) {
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, body: json };
}

const STEP_TITLES = ['安全检查', '设备启动', '规程操作', '异常处置', '停机复位'];

/**
 * A realistic session: `minutes` long from `startTime`, five steps splitting the time and the
 * score, as a simulator reports a finished exercise.
 */
export function simulatedSession({
  originId = randomUUID(),
  creditCode,
  employeeNo,
  username,
  deviceSerial,
  startTime,
  minutes = 30,
  score = 85,
  status = 1,
}) {
  const seconds = Math.round(minutes * 60);
  const endTime = startTime + seconds * 1000;
  const stepSeconds = Math.floor(seconds / STEP_TITLES.length);
  const steps = STEP_TITLES.map((title, i) => {
    const start = startTime + i * stepSeconds * 1000;
    return {
      seq: i + 1,
      title,
      startTime: start,
      endTime: start + stepSeconds * 1000,
      timeUsed: stepSeconds,
      expectTime: stepSeconds,
      maxScore: 20,
      score: Math.round((score / STEP_TITLES.length) * 100) / 100,
    };
  });
  const who = username ? { username } : { creditCode, employeeNo };
  return {
    originId,
    ...who,
    ...(deviceSerial ? { deviceSerial } : {}),
    startTime,
    endTime,
    timeUsed: seconds,
    score,
    status,
    steps,
  };
}
