import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';
import type { PostsQuery } from './get-posts';

export const POSTS_FILE_NAME = '岗位.xlsx';

/** The posts matching the list's filters, as `岗位.xlsx`. */
export function downloadPosts(query: PostsQuery): Promise<void> {
  return downloadList(endpointPaths.downloadPosts.path, query, POSTS_FILE_NAME);
}

export function useDownloadPosts() {
  return useMutation({ mutationFn: downloadPosts });
}
