import { cancelAccount, editProfile, getAvatar, updateAvatar, updatePassword } from '@coalsim/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { badRequest, HttpError } from '../../lib/http-error.js';
import { fromContract } from '../../lib/route.js';
import { principalOf, sessionOf } from '../../plugins/auth.js';
import * as account from './account.service.js';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_MESSAGE, readAvatar, saveAvatar } from './avatar.service.js';
import { currentUser } from './current-user.js';

export interface AccountRoutesOptions {
  dataDir: string;
}

/** One's own account: profile, password, avatar, cancellation. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, opts) => {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.route({
    ...fromContract(editProfile),
    handler: async (request) => {
      const principal = principalOf(request);
      await account.editProfile(app.db, principal, request.body);
      app.caches.profiles.delete(principal.id);
      return currentUser(app.db, principal);
    },
  });

  app.route({
    ...fromContract(updatePassword),
    handler: async (request) => {
      const principal = principalOf(request);
      await account.changePassword(
        app.db,
        app.authStore,
        principal,
        sessionOf(request).tokenHash,
        request.body,
      );
      return {};
    },
  });

  app.route({
    ...fromContract(cancelAccount),
    handler: async (request) => {
      const principal = principalOf(request);
      await account.cancelAccount(app.db, app.authStore, principal, request.body.password);
      app.caches.profiles.delete(principal.id);
      return {};
    },
  });

  app.route({
    ...fromContract(updateAvatar),
    handler: async (request) => {
      const principal = principalOf(request);
      if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传头像');
      const file = await request.file();
      if (!file || file.fieldname !== 'avatar')
        throw badRequest('请选择头像图片', { avatar: ['请选择头像图片'] });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw new HttpError(413, AVATAR_SIZE_MESSAGE, { avatar: [AVATAR_SIZE_MESSAGE] });
      }
      const avatar = await saveAvatar(app.db, opts.dataDir, principal.id, bytes);
      app.caches.profiles.delete(principal.id);
      return { avatar };
    },
  });

  app.route({
    ...fromContract(getAvatar),
    handler: async (request, reply) => {
      const { bytes, type } = await readAvatar(opts.dataDir, request.params.name);
      return reply.type(type).header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
    },
  });
};
