import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useUserStore } from '../../stores/user-store';
import { mockApi } from '../../testing/mock-api';
import { renderPage } from '../../testing/render-page';
import { LaunchSoftButton } from './launch-soft-button';

const TOKEN = `Bearer ${'l'.repeat(43)}`;

afterEach(() => {
  useUserStore.setState({ token: undefined, user: null });
  vi.restoreAllMocks();
});

describe('<LaunchSoftButton>', () => {
  it('sends a visitor to sign in and back, without asking for a ticket', async () => {
    const adapter = mockApi({});
    const { router, user } = renderPage(<LaunchSoftButton softId={7} />, '/soft/detail?id=7', '*');
    await user.click(await screen.findByRole('button', { name: '启动软件' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/soft/detail?id=7');
    expect(adapter).not.toHaveBeenCalled();
  });

  it('says under the button why an account may not launch, and opens nothing', async () => {
    useUserStore.setState({ token: TOKEN });
    const open = vi.spyOn(window, 'open');
    mockApi({
      'POST /api/portal/soft/7/launch': {
        status: 403,
        data: { status: 403, message: '贵企业尚未获得该软件的使用授权', timestamp: 0 },
      },
    });
    const { user } = renderPage(<LaunchSoftButton softId={7} planId={3} />, '/soft/detail?id=7');
    await user.click(await screen.findByRole('button', { name: '启动软件' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('贵企业尚未获得该软件的使用授权');
    expect(open).not.toHaveBeenCalled();
  });

  it('sends the plan, and offers a link when the browser blocks the new tab', async () => {
    useUserStore.setState({ token: TOKEN });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const url = 'https://sim.example.com/app?ticket=a%2Bb%3D';
    const adapter = mockApi({
      'POST /api/portal/soft/7/launch': { status: 200, data: { url, expiresAt: '', practice: false } },
    });
    const { user } = renderPage(<LaunchSoftButton softId={7} planId={3} />, '/center/train');
    await user.click(await screen.findByRole('button', { name: '启动软件' }));
    expect(await screen.findByRole('link', { name: '点此打开软件' })).toHaveAttribute('href', url);
    expect(JSON.parse(String(adapter.mock.calls[0]![0].data))).toEqual({ planId: 3 });
  });

  it('tells the enterprise account its own launch is 练习, counted nowhere', async () => {
    useUserStore.setState({ token: TOKEN });
    vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const url = 'https://sim.example.com/app?ticket=abc';
    mockApi({
      'POST /api/portal/soft/7/launch': { status: 200, data: { url, expiresAt: '', practice: true } },
    });
    const { user } = renderPage(<LaunchSoftButton softId={7} />, '/soft/detail?id=7');
    await user.click(await screen.findByRole('button', { name: '启动软件' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^以企业账号启动为练习：成绩只记在“启动记录”中，不计入学时/,
    );
  });
});
