import { cancelAccount, editProfile, getAvatar, updateAvatar, updatePassword } from '@coalsim/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { principalOf, sessionOf } from '../../plugins/auth.js';
import { FILE_CSP } from '../storage/send-stored.js';
import type { FileStore } from '../storage/storage-backend.js';
import { receiveUpload } from '../storage/upload-reader.js';
import * as account from './account.service.js';
import { AVATAR_RULES, avatarNameOf, dropAvatar, readAvatar, saveAvatar } from './avatar.service.js';
import { currentUser } from './current-user.js';

export interface AccountRoutesOptions {
  /** Old avatars are still read from `DATA_DIR/avatar`. */
  dataDir: string;
  /** Avatars are stored files (purpose `avatar`) since 存储管理. */
  store: FileStore;
}

/** One's own account: profile, password, avatar, cancellation. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, opts) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_RULES.maxBytes, files: 1 } });

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
      const avatar = await avatarNameOf(app.db, principal.id);
      await account.cancelAccount(app.db, app.authStore, principal, request.body.password);
      app.caches.profiles.delete(principal.id);
      // The account forgot its avatar: the picture goes too.
      if (avatar) await dropAvatar(app.db, opts.store, opts.dataDir, avatar, request.log);
      return {};
    },
  });

  app.route({
    ...fromContract(updateAvatar),
    handler: async (request) => {
      const principal = principalOf(request);
      const upload = await receiveUpload(request, opts.store.tmpDir, AVATAR_RULES);
      const avatar = await saveAvatar(app.db, opts.store, opts.dataDir, principal, upload, request.log);
      app.caches.profiles.delete(principal.id);
      return { avatar };
    },
  });

  app.route({
    ...fromContract(getAvatar),
    handler: async (request, reply) => {
      const { name } = request.params;
      const { bytes, type } = await readAvatar(app.db, opts.store, opts.dataDir, name, request.log);
      return reply
        .type(type)
        .header('content-security-policy', FILE_CSP)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  });
};
