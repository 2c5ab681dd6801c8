import {
  cancelAnyCommand,
  cancelDeviceCommand,
  createDevice,
  createDeviceCommands,
  deleteDevices,
  downloadAllDevices,
  downloadDevices,
  enrolDevice,
  listAllCommands,
  listAllDevices,
  listCenterPackages,
  listDeviceCommands,
  listDeviceEvents,
  listDevices,
  updateDevice,
} from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { scopeOf } from '../../lib/enterprise-scope.js';
import { fromContract } from '../../lib/route.js';
import { buildXlsx, sendXlsx } from '../../lib/xlsx.js';
import { principalOf } from '../../plugins/auth.js';
import type { FileStore } from '../storage/storage-backend.js';
import { agentRoutes } from './agent.routes.js';
import { listAllCommands as allCommands, listCommands, withoutEnterprise } from './command-list.js';
import { cancelCommand, createCommands } from './command.service.js';
import { deployRoutes } from './deploy.routes.js';
import { usablePackages } from './deploy.service.js';
import { adminDeviceExportColumns, DEVICE_EXPORT_FILE, deviceExportColumns } from './device-export.js';
import { createDeviceAuth, issueEnrolCode } from './device-secrets.js';
import { createDeviceWake } from './device-wake.js';
import * as devices from './device.service.js';

/**
 * 设备管理 and 设备控制 (the enterprise's, and every enterprise's at the back office's /control),
 * the device agents' door and 部署管理. One wake serves the commands created here and the agents'
 * long polls on this instance; the cache bus carries it to the others.
 */
export const deviceRoutes: FastifyPluginAsyncZod<{ store: FileStore }> = async (app, { store }) => {
  const wake = createDeviceWake(app.cacheBus);
  const auth = createDeviceAuth(app.db, app.cacheBus);
  await app.register(agentRoutes, { wake, store, auth });
  await app.register(deployRoutes, { store });

  app.route({
    ...fromContract(listDevices),
    handler: async (request) => devices.listDevices(app.db, scopeOf(request), request.query),
  });
  app.route({
    ...fromContract(downloadDevices),
    handler: async (request, reply) => {
      const { content: rows } = await devices.listDevices(
        app.db,
        scopeOf(request),
        devices.allPages(request.query),
      );
      const file = await buildXlsx('设备', deviceExportColumns(await devices.deviceTypeLabels(app.db)), rows);
      return sendXlsx(reply, DEVICE_EXPORT_FILE, file);
    },
  });
  app.route({
    ...fromContract(createDevice),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await devices.createDevice(app.db, scopeOf(request), principalOf(request), request.body)),
  });
  app.route({
    ...fromContract(updateDevice),
    handler: async (request) =>
      devices.updateDevice(app.db, scopeOf(request), principalOf(request), request.body),
  });
  app.route({
    ...fromContract(deleteDevices),
    handler: async (request) => {
      await devices.deleteDevices(app.db, scopeOf(request), request.body);
      auth.secretsChanged();
      wake.wake(request.body);
      return {};
    },
  });
  app.route({
    ...fromContract(enrolDevice),
    handler: async (request) => issueEnrolCode(app.db, scopeOf(request), request.params.id, new Date()),
  });
  app.route({
    ...fromContract(listDeviceEvents),
    handler: async (request) => devices.listDeviceEvents(app.db, scopeOf(request), request.params.id),
  });

  app.route({
    ...fromContract(listDeviceCommands),
    handler: async (request) => listCommands(app.db, scopeOf(request), request.query),
  });
  app.route({
    ...fromContract(createDeviceCommands),
    handler: async (request, reply) => {
      const created = await createCommands(app.db, scopeOf(request), principalOf(request), request.body);
      wake.wake(created.deviceIds);
      return reply.code(201).send({ commands: created.commands });
    },
  });
  app.route({
    ...fromContract(cancelDeviceCommand),
    handler: async (request) =>
      withoutEnterprise(
        await cancelCommand(app.db, scopeOf(request), request.params.id, principalOf(request).username),
      ),
  });
  app.route({
    ...fromContract(listCenterPackages),
    // The packages are the platform's; the caller's enterprise only filters them by its grants.
    handler: async (request) =>
      usablePackages(app.db, principalOf(request).enterpriseId!, request.query.softId),
  });

  app.route({
    ...fromContract(listAllDevices),
    handler: async (request) => devices.listAllDevices(app.db, request.query),
  });
  app.route({
    ...fromContract(downloadAllDevices),
    handler: async (request, reply) => {
      const { content } = await devices.listAllDevices(app.db, devices.allPages(request.query));
      const columns = adminDeviceExportColumns(await devices.deviceTypeLabels(app.db));
      return sendXlsx(reply, `全部${DEVICE_EXPORT_FILE}`, await buildXlsx('设备', columns, content));
    },
  });
  app.route({
    ...fromContract(listAllCommands),
    handler: async (request) => allCommands(app.db, request.query),
  });
  app.route({
    ...fromContract(cancelAnyCommand),
    handler: async (request) =>
      cancelCommand(app.db, undefined, request.params.id, principalOf(request).username),
  });
};
