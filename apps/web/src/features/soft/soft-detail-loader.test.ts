import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paths } from '../../config/paths';
import { createQueryClient, routerContextWith } from '../../lib/query-client';
import { mockApi } from '../../testing/mock-api';
import { softDetailQueryOptions } from './api/get-soft-detail';
import { softDetailRoute, softRoutes } from './routes';
import { softDetail } from './testing/soft-fixtures';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => ({
    as: l.as,
    href: l.getAttribute('href'),
    priority: l.fetchPriority,
  }));

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

/** Routes the soft feature's portal pages in memory, with (or without) the app's QueryClient. */
function route(path: string, queryClient?: QueryClient) {
  return createMemoryRouter([...softRoutes, softDetailRoute], {
    initialEntries: [path],
    ...(queryClient ? { getContext: routerContextWith(queryClient) } : {}),
  });
}

async function settled(router: ReturnType<typeof route>) {
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
}

describe('/soft/detail loader', () => {
  it('fetches the details into the app’s cache and preloads the first screenshot, before the page renders', async () => {
    const adapter = mockApi({
      'GET /api/portal/soft/11': {
        status: 200,
        data: softDetail({ screenshots: ['/file/a.png', '/file/b.png'], cover: '/file/c.png' }),
      },
    });
    const queryClient = createQueryClient();
    await settled(route(`${paths.softDetail}?id=11`, queryClient));
    const query = softDetailQueryOptions(11);
    await expect(queryClient.fetchQuery(query)).resolves.toMatchObject({ id: 11 });
    // One request: the page's own query will find the loader's answer.
    expect(adapter).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(preloads()).toEqual([{ as: 'image', href: '/file/a.png', priority: 'high' }]),
    );
  });

  it('preloads the cover of a software without screenshots', async () => {
    mockApi({
      'GET /api/portal/soft/11': { status: 200, data: softDetail({ screenshots: [], cover: '/file/c.png' }) },
    });
    const queryClient = createQueryClient();
    await settled(route(`${paths.softDetail}?id=11`, queryClient));
    await queryClient.fetchQuery(softDetailQueryOptions(11));
    await vi.waitFor(() =>
      expect(preloads()).toEqual([{ as: 'image', href: '/file/c.png', priority: 'high' }]),
    );
  });

  it('asks for nothing when the id is unusable or the router has no QueryClient (a test’s router)', async () => {
    const adapter = mockApi({});
    const queryClient = createQueryClient();
    await settled(route(`${paths.softDetail}?id=abc`, queryClient));
    await settled(route(`${paths.softDetail}?id=11`));
    expect(adapter).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('leaves a failed request to the page: the error is in the cache, nothing is preloaded', async () => {
    mockApi({});
    const queryClient = createQueryClient();
    await settled(route(`${paths.softDetail}?id=11`, queryClient));
    const query = softDetailQueryOptions(11);
    await expect(queryClient.fetchQuery({ ...query, staleTime: Infinity })).rejects.toMatchObject({
      status: 404,
    });
    expect(preloads()).toEqual([]);
  });
});
