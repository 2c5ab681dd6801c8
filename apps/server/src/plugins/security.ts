import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Scripts come only from our origin, plus the inline scripts of the built index.html, each allowed
 * by its hash (two today, both written by the build: the switch that shows the landing frame, and
 * the loader that requests the app's scripts after the first paint). antd's CSS-in-JS writes
 * <style> tags, hence 'unsafe-inline' for styles.
 */
function helmetOptions(scriptHashes: readonly string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Served over plain HTTP on loopback by default; TLS terminates in front of it in production.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  };
}

/** `sha256-…` of every inline `<script>` of a page, as CSP writes them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}`,
  );
}

/**
 * The headers helmet sets for this configuration, sent with the page and its files. They are the
 * same for every response, so helmet runs once here instead of once per request (the Fastify
 * wrapper rebuilds the whole policy, CSP parsing included, on every request: a fifth of a cached
 * endpoint's time).
 */
export function securityHeaders(scriptHashes: readonly string[] = []): Record<string, string> {
  const options = helmetOptions(scriptHashes);
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * The headers of an API answer (JSON, spreadsheets, files): the set the OWASP REST Security Cheat
 * Sheet gives for APIs, plus CORP. An answer is not a page: nothing in it may load or run, frame
 * it, or be embedded by another site, and a browser that opens one shows it as inert text. The
 * rest of helmet's set (opener and agent-cluster isolation, referrer, DNS prefetch, download and
 * cross-domain policies, the XSS auditor) governs what a document does, and an answer does none
 * of it. Four headers instead of eleven: each costs the server about a microsecond per answer
 * (a bare Fastify route took 31–38 µs per request, 40–46 µs with six more headers).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Security headers on every response, errors included: the API set on the contract's routes,
 * helmet's whole set on everything else (the page, its files, unknown addresses).
 */
async function securityPlugin(app: FastifyInstance, opts: { scriptHashes?: readonly string[] }) {
  const pageHeaders = securityHeaders(opts.scriptHashes);
  // Set when the request arrives (a synchronous hook, no promise per request), so every answer,
  // errors and 404s included, keeps them; the request id rides along in the same hook.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.headers(request.routeOptions.config.endpoint ? API_SECURITY_HEADERS : pageHeaders);
    done();
  });
  // An answer to a signed-in request holds that account's data: no browser or proxy may keep it
  // (a shared computer, the back button after signing out). Its JSON is never stored, whatever
  // the route chose for visitors; a file keeps the caching its route set, if it set one.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.session && request.routeOptions.config.endpoint) {
      const type = reply.getHeader('content-type');
      const json = typeof type === 'string' && type.startsWith('application/json');
      if (json || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

export default fp(securityPlugin, { name: 'security' });
