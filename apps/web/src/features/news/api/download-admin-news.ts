import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';
import type { AdminNewsQuery } from './get-admin-news-list';

export const NEWS_FILE_NAME = '资讯数据.xlsx';

/** The news matching the list's filters, as `资讯数据.xlsx`. */
export function downloadAdminNews(query: Omit<AdminNewsQuery, 'page' | 'size'>): Promise<void> {
  return downloadList(endpointPaths.downloadAdminNews.path, query, NEWS_FILE_NAME);
}

export function useDownloadAdminNews() {
  return useMutation({ mutationFn: downloadAdminNews });
}
