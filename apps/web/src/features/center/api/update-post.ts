import { endpointPaths } from '@coalsim/contract';
import type { Post, PostUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import type { MutationConfig } from '../../../lib/query-client';
import { orgQueryKey } from './get-depts';

/** 409 when someone saved the post since `updateTime`. Staff lists show post names: all of org reloads. */
export function updatePost(body: PostUpdate): Promise<Post> {
  return api.put<Post>(endpointPaths.updatePost.path, body, actionConfig);
}

export function useUpdatePost(config: MutationConfig<typeof updatePost> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updatePost,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: orgQueryKey });
      return config.onSuccess?.(...args);
    },
  });
}
