import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { page, post, signInAsEnterprise } from '../testing/org-fixtures';
import { JobPage } from './job-page';

const calls = (adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }, method: string, url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('岗位管理', { timeout: 30_000 }, () => {
  it('lists posts with the URL’s filters and adds one', async () => {
    signInAsEnterprise();
    const adapter = mockApi({
      'GET /api/center/job': page([
        post(1, '采煤机司机', { workerCount: 4 }),
        post(2, '通风工', { enabled: false }),
      ]),
      'POST /api/center/job': { status: 201, data: post(3, '安全员') },
    });
    const { router, user } = renderPage(<JobPage />, '/center/job?enabled=true');

    const table = await screen.findByRole('table', { name: '岗位' });
    const driver = (await within(table).findByText('采煤机司机')).closest('tr')!;
    expect(within(driver).getByText('4')).toBeInTheDocument();
    expect(within(driver).getByText('启用')).toBeInTheDocument();
    expect(calls(adapter, 'get', '/api/center/job')[0]?.params).toEqual({
      page: 0,
      size: 10,
      sort: ['sort,asc'],
      enabled: 'true',
    });

    await user.type(screen.getByRole('textbox', { name: '岗位名称' }), '司机{Enter}');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        enabled: 'true',
        blurry: '司机',
      }),
    );

    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = (
      await screen.findByText('新增岗位', { selector: '.ant-modal-title' })
    ).closest<HTMLElement>('[role="dialog"]')!;
    await user.type(within(dialog).getByRole('textbox', { name: '岗位名称' }), '安全员');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(adapter, 'post', '/api/center/job')).toHaveLength(1));
    expect(JSON.parse(calls(adapter, 'post', '/api/center/job')[0]!.data as string)).toEqual({
      name: '安全员',
      sort: 999,
      enabled: true,
    });
  });
});
