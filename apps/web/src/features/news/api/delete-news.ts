import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';

export function deleteNews(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteNews.path, { ...actionConfig, data: ids });
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['news'] }),
  });
}
