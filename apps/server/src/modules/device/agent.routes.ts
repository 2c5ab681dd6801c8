import {
  agentCommandResult,
  agentCommands,
  agentEnrol,
  agentHeartbeat,
  agentPackage,
  HEARTBEAT_SECONDS,
} from '@coalsim/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { contentDisposition } from '../../lib/content-disposition.js';
import { enterpriseScope } from '../../lib/enterprise-scope.js';
import { notFound } from '../../lib/http-error.js';
import { fromContract } from '../../lib/route.js';
import type { FileStore } from '../storage/storage-backend.js';
import { canUseSoft } from '../train/train-rules.js';
import { leaseNext, reportResult } from './command-lease.js';
import { DEPLOY_NOT_FOUND, packageFile } from './deploy.service.js';
import { enrolAgent, type AgentDevice, type DeviceAuth } from './device-secrets.js';
import type { DeviceWake } from './device-wake.js';
import { createHeartbeatWriter } from './heartbeat.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The device whose secret the call carries (device-agent routes only). */
    agentDevice: AgentDevice | null;
  }
}

/**
 * The device agents' door (no session): each call names its device by `Authorization: Device
 * <secret>`, checked before the body is validated and after the per-address limit has counted the
 * call (a secret-guessing loop runs into it); the log rows name the device, not a user.
 */
export const agentRoutes: FastifyPluginAsyncZod<{
  wake: DeviceWake;
  store: FileStore;
  auth: DeviceAuth;
}> = async (app, { wake, store, auth }) => {
  app.decorateRequest('agentDevice', null);
  const agentOf = (request: FastifyRequest) => request.agentDevice!;
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.endpoint?.access !== 'device') return;
    const agent = await auth.deviceOf(request.headers.authorization);
    request.agentDevice = agent;
    // The id too: a serial is unique only within its enterprise.
    request.auditUser = { id: null, username: `device:${agent.id}:${agent.serial}`.slice(0, 64) };
  });
  const heartbeats = createHeartbeatWriter(app.db);
  // Waiting polls answer 204 at once when the server stops, instead of holding the shutdown.
  app.addHook('preClose', (done) => {
    wake.closeAll();
    done();
  });
  app.addHook('onClose', () => heartbeats.close());

  app.route({
    ...fromContract(agentEnrol),
    handler: async (request, reply) => {
      const enrolled = await enrolAgent(app.db, request.body);
      auth.secretsChanged();
      // Polls waiting with the old secret look again, and are refused.
      wake.wake([enrolled.deviceId]);
      return reply.code(201).send({ ...enrolled, heartbeatSeconds: HEARTBEAT_SECONDS });
    },
  });

  app.route({
    ...fromContract(agentHeartbeat),
    handler: async (request) => heartbeats.record(agentOf(request).id, request.body),
  });

  app.route({
    ...fromContract(agentCommands),
    handler: async (request, reply) => {
      const agent = agentOf(request);
      // An empty wait ends at a random point of its last fifth: agents started together (a room
      // powered on at once, a restart of this server) drift apart instead of polling in waves.
      const deadline = Date.now() + request.query.wait * 1000 * (0.8 + 0.2 * Math.random());
      // Registered before each look, so a command queued between the look and the wait wakes it.
      for (;;) {
        const pending = wake.register(agent.id);
        const command = await leaseNext(app.db, agent);
        if (command) {
          pending.cancel();
          return command;
        }
        const outcome = await pending.wait(deadline - Date.now());
        // The agent hung up while waiting: nothing to answer, and nothing leased for it.
        if (reply.raw.destroyed) return reply;
        if (outcome !== 'woken') return reply.code(204).send();
        // Re-enrolled or deleted meanwhile: 401 now (the lease checks the secret too).
        await auth.deviceOf(request.headers.authorization);
      }
    },
  });

  app.route({
    ...fromContract(agentCommandResult),
    handler: async (request) => reportResult(app.db, agentOf(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(agentPackage),
    handler: async (request, reply) => {
      const agent = agentOf(request);
      const pkg = await packageFile(app.db, request.params.id);
      if (!(await canUseSoft(app.db, enterpriseScope(agent.enterpriseId), pkg.softId))) {
        throw notFound(DEPLOY_NOT_FOUND);
      }
      const bytes = await store.backendOf(pkg.backend as 'local' | 's3')?.get(pkg.storedName);
      if (!bytes) throw notFound(DEPLOY_NOT_FOUND);
      return reply
        .type('application/zip')
        .header('content-length', pkg.size)
        .header('x-checksum-sha256', pkg.sha256)
        .header('content-disposition', contentDisposition('attachment', pkg.fileName, 'package.zip'))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });
};
