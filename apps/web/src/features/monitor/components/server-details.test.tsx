import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serverStatus } from '../testing/server-status-fixture';
import { ServerDetails } from './server-details';

describe('服务监控 disks', () => {
  it('shows a disk that did not answer as 无响应 instead of empty figures', () => {
    const status = serverStatus('2026-11-28T10:00:00.000Z');
    const hung = { mount: '/srv/data', fsType: 'xfs', size: 0, used: 0, available: 0, usage: 0 };
    render(
      <ServerDetails status={{ ...status, disks: [...status.disks, { ...hung, responding: false }] }} />,
    );
    const row = within(screen.getByRole('table', { name: '磁盘' }))
      .getByText('/srv/data')
      .closest('tr')!;
    expect(within(row).getByText('无响应')).toBeInTheDocument();
    expect(within(row).queryByRole('progressbar')).toBeNull();
    expect(within(row).getAllByText('—')).toHaveLength(2);
  });
});
