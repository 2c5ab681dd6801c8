import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every response. The SPA is built without inline scripts, so scripts come
 * only from our origin; antd's CSS-in-JS writes <style> tags, hence 'unsafe-inline' for styles.
 */
async function securityPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  });
}

export default fp(securityPlugin, { name: 'security' });
