import { endpointPaths, UPLOAD_LIMITS } from '@coalsim/contract';
import type { StorageFile } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from './api-client';
import type { MutationConfig } from './query-client';

/**
 * Every 存储管理 query starts with this key. It lives here, not in the storage feature, because the
 * editors' picture upload (shared by several features) adds to those lists too.
 */
export const storageQueryKey = ['tools', 'storage'] as const;

/** What `api/localStorage/pictures` takes: these four types, at most UPLOAD_LIMITS.picture. */
export const PICTURE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp';
const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export const PICTURE_TYPE_MESSAGE = '只能上传 PNG、JPG、GIF 或 WEBP 图片';
export const PICTURE_SIZE_MESSAGE = `图片大小不能超过 ${UPLOAD_LIMITS.picture.label}`;

/**
 * Why a picture would be refused, checked before it travels (the server checks the bytes again);
 * undefined when it may be sent.
 */
export function pictureProblem(file: { type: string; size: number }): string | undefined {
  if (!PICTURE_TYPES.has(file.type)) return PICTURE_TYPE_MESSAGE;
  if (file.size > UPLOAD_LIMITS.picture.maxBytes) return PICTURE_SIZE_MESSAGE;
  return undefined;
}

/**
 * A picture for a rich-text editor, as multipart `file`; 201 with its record, whose `url` goes
 * into the text. Through the app's client, so it carries the session and fails like every call.
 */
export function uploadPicture(file: Blob): Promise<StorageFile> {
  const form = new FormData();
  form.append('file', file);
  return api.post<StorageFile>(endpointPaths.uploadPicture.path, form);
}

/** The editors' picture upload (any staff member may use it). */
export function useUploadPicture(config: MutationConfig<typeof uploadPicture> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: uploadPicture,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: storageQueryKey });
      await config.onSuccess?.(...args);
    },
  });
}
