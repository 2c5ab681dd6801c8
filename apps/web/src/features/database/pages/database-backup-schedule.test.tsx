import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { DatabaseBackupPage } from './database-backup-page';

afterEach(() => useUserStore.setState({ roles: [] }));

const ok = (data: unknown) => ({ status: 200, data });
const NO_BACKUPS = ok({ content: [], totalElements: 0, schemaVersion: 19 });
const schedule = (cronExpression: string, paused = false) =>
  ok({ jobId: 6, cronExpression, paused, keepDaily: 7, keepWeekly: 4 });

describe('数据库备份: when the scheduled backups run', { timeout: 30_000 }, () => {
  it('says it in words, above the empty list that points up to it', async () => {
    useUserStore.setState({ roles: ['database:list'] });
    mockApi({
      'GET /api/database/backup': NO_BACKUPS,
      'GET /api/database/backup/schedule': schedule('0 2 * * *'),
    });
    renderPage(<DatabaseBackupPage />, '/sys-tools/database');
    expect(await screen.findByText('还没有备份')).toBeInTheDocument();
    expect(
      await screen.findByText('点击“立即备份”备份整个数据库；定时备份按上方的计划（每天 02:00）自动进行。'),
    ).toBeInTheDocument();
    expect(await screen.findByText('每天 02:00')).toBeInTheDocument();
    // The card sits above the list: nothing on the page sends the reader below, or shows cron.
    expect(document.body).not.toHaveTextContent('下方');
    expect(document.body).not.toHaveTextContent('0 2 * * *');
  });

  it('says a weekly one in words, and that a paused schedule takes none', async () => {
    useUserStore.setState({ roles: ['database:list'] });
    mockApi({
      'GET /api/database/backup': NO_BACKUPS,
      'GET /api/database/backup/schedule': schedule('30 3 * * 1', true),
    });
    renderPage(<DatabaseBackupPage />, '/sys-tools/database');
    expect(await screen.findByText(/定时备份（每周一 03:30）已暂停/)).toBeInTheDocument();
    expect(await screen.findByText('每周一 03:30')).toBeInTheDocument();
  });

  it('shows an unusual cron as written', async () => {
    useUserStore.setState({ roles: ['database:list'] });
    mockApi({
      'GET /api/database/backup': NO_BACKUPS,
      'GET /api/database/backup/schedule': schedule('*/30 1-5 * * *'),
    });
    renderPage(<DatabaseBackupPage />, '/sys-tools/database');
    expect(await screen.findByText('*/30 1-5 * * *')).toBeInTheDocument();
  });
});
