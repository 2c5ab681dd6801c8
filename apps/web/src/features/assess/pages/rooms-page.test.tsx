import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { calls, page, room } from '../testing/assess-fixtures';
import { RoomsPage } from './rooms-page';

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('考核房间', { timeout: 60_000 }, () => {
  it('asks for the URL’s week and places a room on its day', async () => {
    useUserStore.setState({ roles: ['assess:list', 'assess:edit'] });
    const adapter = mockApi({ 'GET /api/assess/room': page([room(2, '第一考核室')]) });
    const { router, user } = renderPage(<RoomsPage />, '/assess/room?week=2026-05-04');

    const wednesday = await screen.findByRole('list', { name: '周三 05-06' });
    expect(await within(wednesday).findByRole('button', { name: /^第一考核室 / })).toHaveTextContent(
      '09:00–11:00',
    );
    expect(within(screen.getByRole('list', { name: '周二 05-05' })).queryByRole('button')).toBeNull();
    expect(calls(adapter, 'get', '/api/assess/room')[0]?.params).toMatchObject({
      from: new Date(2026, 4, 4).getTime(),
      to: new Date(2026, 4, 11).getTime(),
    });

    await user.click(screen.getByRole('button', { name: '上一周' }));
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-04-27'));
    expect(await screen.findByRole('list', { name: '周一 04-27' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls(adapter, 'get', '/api/assess/room').at(-1)?.params).toMatchObject({
        from: new Date(2026, 3, 27).getTime(),
      }),
    );
  });
});
