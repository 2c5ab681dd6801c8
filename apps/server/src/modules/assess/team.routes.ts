import { teamEndpoints as e } from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { principalOf } from '../../plugins/auth.js';
import * as members from './member.service.js';
import * as rooms from './room.service.js';
import * as teams from './team.service.js';

/** 专家组, their experts and 考核室 (staff, permissions assess:*). */
export const assessTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...fromContract(e.listTeams), handler: async (req) => teams.listTeams(app.db, req.query) });
  app.route({ ...fromContract(e.getTeam), handler: async (req) => teams.getTeam(app.db, req.params.id) });
  app.route({
    ...fromContract(e.createTeam),
    handler: async (req, reply) =>
      reply.code(201).send(await teams.createTeam(app.db, principalOf(req), req.body)),
  });
  app.route({
    ...fromContract(e.updateTeam),
    handler: async (req) => teams.updateTeam(app.db, principalOf(req), req.body),
  });
  app.route({ ...fromContract(e.deleteTeams), handler: async (req) => teams.deleteTeams(app.db, req.body) });

  app.route({
    ...fromContract(e.listMembers),
    handler: async (req) => members.listMembers(app.db, req.params.id),
  });
  app.route({
    ...fromContract(e.createMember),
    handler: async (req, reply) =>
      reply.code(201).send(await members.createMember(app.db, principalOf(req), req.params.id, req.body)),
  });
  app.route({
    ...fromContract(e.updateMember),
    handler: async (req) => members.updateMember(app.db, principalOf(req), req.params.id, req.body),
  });
  app.route({
    ...fromContract(e.deleteMembers),
    handler: async (req) => members.deleteMembers(app.db, req.params.id, req.body),
  });
  app.route({
    ...fromContract(e.searchExpertAccounts),
    handler: async (req) => members.searchAccounts(app.db, req.query.blurry),
  });

  app.route({ ...fromContract(e.listRooms), handler: async (req) => rooms.listRooms(app.db, req.query) });
  app.route({
    ...fromContract(e.createRoom),
    handler: async (req, reply) =>
      reply.code(201).send(await rooms.createRoom(app.db, principalOf(req), req.body)),
  });
  app.route({
    ...fromContract(e.updateRoom),
    handler: async (req) => rooms.updateRoom(app.db, principalOf(req), req.body),
  });
  app.route({ ...fromContract(e.deleteRooms), handler: async (req) => rooms.deleteRooms(app.db, req.body) });
};
