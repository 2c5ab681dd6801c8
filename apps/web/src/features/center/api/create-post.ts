import { endpointPaths } from '@coalsim/contract';
import type { Post, PostCreate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import type { MutationConfig } from '../../../lib/query-client';
import { postsQueryKey } from './get-posts';

export function createPost(body: PostCreate): Promise<Post> {
  return api.post<Post>(endpointPaths.createPost.path, body, actionConfig);
}

export function useCreatePost(config: MutationConfig<typeof createPost> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createPost,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: postsQueryKey });
      return config.onSuccess?.(...args);
    },
  });
}
