import type { listPortalNews, NewsCard, NewsListQuery, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

// The contract's path, checked against it by the compiler; a type-only import keeps the contract's
// schemas (and zod) out of the portal's first load.
const PATH: (typeof listPortalNews)['path'] = '/api/portal/news';

/** `page` is 0-based here, as on the wire; the URL shows it 1-based. */
export type NewsListParams = Omit<NewsListQuery, 'keyword' | 'category'> & {
  keyword?: string | undefined;
  category?: string | undefined;
};

export function getNewsList(params: NewsListParams, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<Page<NewsCard>>(PATH, { params, signal });
}

export function newsListQueryOptions(params: NewsListParams) {
  return queryOptions({
    queryKey: ['news', 'list', params] as const,
    queryFn: ({ signal }) => getNewsList(params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useNewsList(params: NewsListParams) {
  return useQuery(newsListQueryOptions(params));
}
