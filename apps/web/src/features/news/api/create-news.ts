import { endpointPaths } from '@coalsim/contract';
import type { AdminNews, NewsFields } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';

/** A news item; the server sanitises its content before storing it. */
export function createNews(body: NewsFields): Promise<AdminNews> {
  return api.post<AdminNews>(endpointPaths.createNews.path, body, actionConfig);
}

export function useCreateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNews,
    // The portal's lists too: a published item shows there at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['news'] }),
  });
}
