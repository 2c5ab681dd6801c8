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
 * The headers helmet sets for this configuration. They are the same for every response, so
 * helmet runs once here instead of once per request (the Fastify wrapper rebuilds the whole
 * policy, CSP parsing included, on every request: a fifth of a cached endpoint's time).
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

/** Security headers on every response, errors and static files included. */
async function securityPlugin(app: FastifyInstance, opts: { scriptHashes?: readonly string[] }) {
  const headers = securityHeaders(opts.scriptHashes);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default fp(securityPlugin, { name: 'security' });
