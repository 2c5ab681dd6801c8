import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { createQueryClient } from '../../lib/query-client';
import { useUserStore } from '../../stores/user-store';
import { mockApi } from '../../testing/mock-api';
import { assessRoutes as routes } from './routes';
import { page } from './testing/assess-fixtures';

function renderAssess(path: string) {
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: routes }], {
    initialEntries: [path],
  });
  render(
    <App>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </App>,
  );
  return router;
}

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('the /assess workspace', { timeout: 60_000 }, () => {
  it('takes an expert to 考核评分 and offers only that tab', async () => {
    useUserStore.setState({ roles: ['ROLE_SYSTEM_DEFAULT'] });
    mockApi({ 'GET /api/assess/mine': page([]) });
    const router = renderAssess('/assess');

    await waitFor(() => expect(router.state.location.pathname).toBe('/assess/score'), {
      timeout: 10_000,
    });
    const tabs = await screen.findByRole('navigation', { name: '考核中心栏目' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['考核评分']);
  });

  it('takes staff to 考核列表 with all five tabs', async () => {
    useUserStore.setState({ roles: ['assess:list'] });
    mockApi({ 'GET /api/assess': page([]), 'GET /api/assess/team': page([]) });
    const router = renderAssess('/assess');

    await waitFor(() => expect(router.state.location.pathname).toBe('/assess/assess'), {
      timeout: 10_000,
    });
    const tabs = await screen.findByRole('navigation', { name: '考核中心栏目' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['考核列表', '考核团队', '成员管理', '考核评分', '考核房间']);
  });
});
