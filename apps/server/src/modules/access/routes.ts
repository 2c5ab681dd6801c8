import {
  decideGrant,
  issueAccessKeys,
  listGrantRequests,
  listMyAccess,
  listMyGrants,
  requestGrant,
} from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { scopeOf } from '../../lib/enterprise-scope.js';
import { fromContract } from '../../lib/route.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { principalOf } from '../../plugins/auth.js';
import * as access from './access.service.js';
import * as grants from './grant.service.js';

export interface AccessRoutesOptions {
  /** The server's key (lib/secret-key.ts): app secrets are stored encrypted under a key from it. */
  secretKey: Buffer;
}

/** 考核中心 (vendor): its applications and their keys; 申请使用 and its approval by the vendor. */
export const accessRoutes: FastifyPluginAsyncZod<AccessRoutesOptions> = async (app, opts) => {
  const box = createSecretBox(opts.secretKey);

  app.route({
    ...fromContract(listMyAccess),
    handler: async (request) => access.listMyAccess(app.db, scopeOf(request), request.query),
  });

  app.route({
    ...fromContract(issueAccessKeys),
    handler: async (request, reply) =>
      reply
        .code(201)
        // The only answer that holds the secret: never cached, by the browser or a proxy.
        .header('cache-control', 'no-store')
        .send(
          await access.issueAccessKeys(
            app.db,
            box,
            scopeOf(request),
            principalOf(request),
            request.params.id,
          ),
        ),
  });

  app.route({
    ...fromContract(listMyGrants),
    handler: async (request) => grants.listMyGrants(app.db, scopeOf(request), request.query),
  });

  app.route({
    ...fromContract(requestGrant),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await grants.requestGrant(app.db, scopeOf(request), principalOf(request), request.body.softId)),
  });

  app.route({
    ...fromContract(listGrantRequests),
    handler: async (request) => grants.listGrantRequests(app.db, scopeOf(request), request.query),
  });

  app.route({
    ...fromContract(decideGrant),
    handler: async (request) =>
      grants.decideGrant(app.db, scopeOf(request), principalOf(request), request.params.id, request.body),
  });
};
