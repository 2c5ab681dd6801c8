import type { LoaderFunctionArgs } from 'react-router-dom';

import { loaderQueryClient } from '../../lib/query-client';
import { readId } from '../../lib/read-id';
import { softDetailQueryOptions } from './api/get-soft-detail';
import { softImages } from './utils/soft-images';

/** Asks for a picture now, at high priority; the page's <img> then finds it in the memory cache. */
function preloadImage(src: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/**
 * /soft/detail's loader: starts the detail request while the page's code is still loading, and
 * the first picture (the page's largest paint) as soon as the answer names it, instead of both
 * waiting for the page to render. It never waits for the request: the page shows its skeleton and
 * handles errors as before. Without the app's QueryClient (a test's router) it does nothing.
 */
export function softDetailLoader({ request, context }: LoaderFunctionArgs): null {
  const queryClient = loaderQueryClient(context);
  const id = readId(new URL(request.url).searchParams);
  if (!queryClient || id === null) return null;
  const options = softDetailQueryOptions(id);
  if (queryClient.getQueryData(options.queryKey)) return null;
  queryClient
    .fetchQuery(options)
    .then((soft) => {
      const first = softImages(soft)[0];
      if (first) preloadImage(first);
    })
    // The page's own query reports the failure (it shares this request's state).
    .catch(() => undefined);
  return null;
}
