import { endpointPaths } from '@coalsim/contract';
import type { AdminNews, NewsUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';

/** 409 when someone saved the item since `updateTime`. */
export function updateNews(body: NewsUpdate): Promise<AdminNews> {
  return api.put<AdminNews>(endpointPaths.updateNews.path, body, actionConfig);
}

export function useUpdateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNews,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['news'] }),
  });
}
