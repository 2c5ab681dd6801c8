import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. `public`: anyone; `signed-in`: any valid session; `staff`: a
 * platform-staff account (type 1), i.e. the back office; `permissions`: a platform-staff account
 * whose permission strings include `admin` or one of these (`every`: all of them); `enterprise`: an enterprise account
 * (type 2) of an enabled enterprise, `'verified'` only once platform staff have verified it;
 * `staff-or-enterprise`: either of the last two kinds, for tools both faces share (the rich-text
 * editors' picture upload); `worker`: a staff account (type 3) linked to an enterprise's worker;
 * `app`: machine to machine, no session — the open API's own plugin checks the app key's
 * signature or token before the body is validated; `device`: a device agent, no session — the
 * device-agent routes check `Authorization: Device <secret>` themselves.
 */
export type EndpointAccess =
  | 'public'
  | 'signed-in'
  | 'staff'
  | 'staff-or-enterprise'
  | 'worker'
  | 'app'
  | 'device'
  | { permissions: readonly string[]; every?: true }
  | { enterprise: 'any' | 'verified' };

/** One REST endpoint: the server registers it, the client calls it, the docs describe it. */
export interface Endpoint {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/dictDetail/:id`. */
  path: string;
  /** What the call does, in a few Chinese words: the API docs' title and 操作日志's 操作. */
  summary: string;
  /** The details a caller needs beyond the summary (the API docs show it). */
  description?: string;
  /**
   * Body or query fields whose values never reach a log (passwords, tokens, codes and secrets are
   * masked by name anyway); for fields whose name does not say they are secret.
   */
  secretFields?: readonly string[];
  /** `false`: the body carries personal data in bulk; its log row keeps the outcome only. */
  auditBody?: false;
  /**
   * `refusals`: a write logged only when it is refused (4xx, 5xx). For a device's heartbeat, which
   * says only "still here" every 30 s: 2,000 devices would write 5.8 million rows a day.
   */
  audit?: 'refusals';
  access: EndpointAccess;
  /**
   * Rows belong to the caller's enterprise: the server reads and writes them only through the
   * request's enterprise scope, and the ownership matrix checks another enterprise gets 404.
   */
  enterpriseScoped?: boolean;
  /**
   * Calls per client IP in a window, for anonymous endpoints that cost something (captchas,
   * registration); `false` for endpoints never limited (health checks). Without it, anonymous
   * calls share the server's general per-IP limit and signed-in calls are not limited.
   */
  rateLimit?: { max: number; perMs: number } | false;
  /**
   * The body is a multipart upload: every such endpoint shares one limit per signed-in account
   * (UPLOADS_PER_MINUTE), counted before the body is read.
   */
  upload?: true;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  responses: Partial<Record<200 | 201 | 204, z.ZodType>>;
}

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}
