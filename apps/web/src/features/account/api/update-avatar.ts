import { endpointPaths } from '@coalsim/contract';
import type { avatarResultSchema } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

export type AvatarResult = z.infer<typeof avatarResultSchema>;

/**
 * Uploads a new avatar as multipart field `avatar`. Through the app's client, so the upload carries
 * the Authorization header and fails the same way as every other call.
 */
export function updateAvatar(file: Blob): Promise<AvatarResult> {
  const form = new FormData();
  form.append('avatar', file);
  return api.post<AvatarResult>(endpointPaths.updateAvatar.path, form);
}

export function useUpdateAvatar(config: MutationConfig<typeof updateAvatar> = {}) {
  return useMutation({ ...config, mutationFn: updateAvatar });
}
