import { endpointPaths } from '@coalsim/contract';
import type { Page, Post, postQuerySchema } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';
import { orgQueryKey } from './get-depts';

export type PostsQuery = z.input<typeof postQuerySchema>;

export const postsQueryKey = [...orgQueryKey, 'posts'] as const;

export function getPosts(query: PostsQuery, signal?: AbortSignal): Promise<Page<Post>> {
  return getList(endpointPaths.listPosts.path, query, signal);
}

export function getPostsQueryOptions(query: PostsQuery) {
  return queryOptions({
    queryKey: [...postsQueryKey, query],
    queryFn: ({ signal }) => getPosts(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** 岗位, paged and filtered on the server. */
export function usePosts(query: PostsQuery) {
  return useQuery(getPostsQueryOptions(query));
}

/** Every post, in their order, for pickers (a handful per enterprise). */
export const ALL_POSTS_QUERY: PostsQuery = { page: 0, size: 1000, sort: ['sort,asc'] };
