import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { serverStatus } from '../testing/server-status-fixture';
import { ServerMonitorPage } from './server-monitor-page';

// ECharts draws to a canvas jsdom does not have: the sparkline shows how many points it was given.
vi.mock('../components/monitor-sparkline', () => ({
  MonitorSparkline: ({ label, points }: { label: string; points: unknown[] }) => (
    <div role="img" aria-label={label} data-points={points.length} />
  ),
}));

describe('服务监控', { timeout: 20_000 }, () => {
  it('shows the machine, the process, the database, the disks and the caches', async () => {
    mockApi({ 'GET /api/monitor/server': { status: 200, data: serverStatus('2026-11-28T10:00:00.000Z') } });
    renderPage(<ServerMonitorPage />, '/monitor/server');

    expect(await screen.findByText('Debian GNU/Linux 12 (bookworm)')).toBeInTheDocument();
    expect(screen.getByText('3 天 4 小时')).toBeInTheDocument();
    expect(screen.getByText('p50 10.1 ms，p99 12.4 ms')).toBeInTheDocument();
    expect(screen.getByText('活动 2，空闲 7，上限 200')).toBeInTheDocument();
    expect(screen.getByText(/未配置（设置 REDIS_URL/)).toBeInTheDocument();
    const disk = within(screen.getByRole('table', { name: '磁盘' }))
      .getByText('/')
      .closest('tr')!;
    expect(within(disk).getByText('7.0 GB')).toBeInTheDocument();
    const caches = screen.getByRole('table', { name: '应用缓存' });
    const menus = within(caches).getByText('菜单').closest('tr')!;
    expect(within(menus).getByText('97%')).toBeInTheDocument();
    // A cache nobody has read yet has no hit rate rather than 0 %.
    expect(within(within(caches).getByText('软件列表').closest('tr')!).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'CPU 使用率近几分钟的变化' })).toHaveAttribute('data-points', '1');
  });

  it('adds each new reading to the charts, and reads again on 刷新', async () => {
    let n = 0;
    const adapter = mockApi({
      'GET /api/monitor/server': () => {
        n += 1;
        return { status: 200, data: serverStatus(`2026-11-28T10:00:0${n}.000Z`) };
      },
    });
    const { user } = renderPage(<ServerMonitorPage />, '/monitor/server');
    const chart = await screen.findByRole('img', { name: '内存使用率近几分钟的变化' });
    expect(chart).toHaveAttribute('data-points', '1');
    await user.click(screen.getByRole('button', { name: /刷\s*新/ }));
    await waitFor(() => expect(chart).toHaveAttribute('data-points', '2'));
    expect(adapter).toHaveBeenCalledTimes(2);
    // Paused: the switch says so.
    await user.click(screen.getByRole('switch', { name: '每 5 秒自动刷新' }));
    expect(screen.getByRole('switch', { name: '每 5 秒自动刷新' })).not.toBeChecked();
  });

  it('shows Redis when configured, and says so when it does not answer', async () => {
    mockApi({
      'GET /api/monitor/server': {
        status: 200,
        data: serverStatus('2026-11-28T10:00:00.000Z', {
          redis: {
            available: false,
            version: '',
            usedMemory: 0,
            keys: 0,
            hitRate: null,
            connectedClients: 0,
          },
        }),
      },
    });
    renderPage(<ServerMonitorPage />, '/monitor/server');
    expect(await screen.findByText('无法连接')).toBeInTheDocument();
  });

  it('says what to do when the server cannot be read', async () => {
    mockApi({
      'GET /api/monitor/server': {
        status: 503,
        data: { status: 503, message: '数据库暂不可用', timestamp: 0 },
      },
    });
    renderPage(<ServerMonitorPage />, '/monitor/server');
    expect(await screen.findByText('服务器状态读取失败', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
