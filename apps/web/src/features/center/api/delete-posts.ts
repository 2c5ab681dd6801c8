import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { postsQueryKey } from './get-posts';

/** Refused (409) while staff hold the post. */
export function deletePosts(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deletePosts.path, { ...actionConfig, data: ids });
}

export function useDeletePosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePosts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsQueryKey }),
  });
}
