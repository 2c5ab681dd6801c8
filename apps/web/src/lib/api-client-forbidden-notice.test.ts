import { describe, expect, it, vi } from 'vitest';

import { settings } from '../config/settings';
import { reply } from '../testing/axios-stub';
import { createApiClient } from './api-client';
import { actionConfig } from './list-request';

describe('forbiddenAsNotice', () => {
  it('shows a refused action as a notice and stays on the page, keeping field errors', async () => {
    const effects = { notifyError: vi.fn(), logout: vi.fn(), reload: vi.fn(), forbidden: vi.fn() };
    const client = createApiClient({
      baseURL: '',
      timeout: settings.timeout,
      effects,
      adapter: (config) =>
        reply(config, { status: 403, data: { status: 403, message: '角色权限不足', timestamp: 0 } }),
    });

    await expect(client.put('/api/users', {}, actionConfig)).rejects.toMatchObject({
      status: 403,
      message: '角色权限不足',
    });
    expect(effects.notifyError).toHaveBeenCalledExactlyOnceWith('角色权限不足', 5000);
    expect(effects.forbidden).not.toHaveBeenCalled();

    // Without the option a 403 still means the no-permission page.
    await expect(client.get('/api/users')).rejects.toMatchObject({ status: 403 });
    expect(effects.forbidden).toHaveBeenCalledOnce();
  });
});
