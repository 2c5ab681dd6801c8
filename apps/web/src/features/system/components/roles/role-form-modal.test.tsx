import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '../../../../testing/mock-api';
import { renderPage } from '../../../../testing/render-page';
import { RoleFormModal } from './role-form-modal';

async function openForm(ownLevel: number) {
  const adapter = mockApi({
    'GET /api/roles/level': { status: 200, data: { level: ownLevel } },
    'POST /api/roles': { status: 201, data: {} },
  });
  const rendered = renderPage(
    <RoleFormModal open role={undefined} onClose={() => undefined} />,
    '/system/role',
  );
  const dialog = (await screen.findByText('新增角色', {}, { timeout: 5_000 })).closest<HTMLElement>(
    '[role="dialog"]',
  )!;
  return { ...rendered, adapter, dialog };
}

describe('角色级别 in the role form', { timeout: 20_000 }, () => {
  it('tells the super admin what it may set, and refuses 0 instead of saving 1', async () => {
    const { dialog, user, adapter } = await openForm(0);
    expect(
      await within(dialog).findByText(/你是超级管理员，可设置 1 到 999 之间的任意级别/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '角色名称' }), '审计员');
    const level = within(dialog).getByRole('spinbutton', { name: '角色级别' });
    await user.clear(level);
    await user.type(level, '0');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('角色级别须在 1 到 999 之间')).toBeInTheDocument();
    expect(level).toHaveValue('0');
    expect(adapter.mock.calls.some(([c]) => c.method === 'post')).toBe(false);
  });

  it('states a staff member’s own level as the floor', async () => {
    const { dialog, user } = await openForm(2);
    expect(await within(dialog).findByText(/你的级别为 2，只能设置 2 到 999 之间的级别/)).toBeInTheDocument();
    const level = within(dialog).getByRole('spinbutton', { name: '角色级别' });
    await user.clear(level);
    await user.type(level, '1');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('角色级别须在 2 到 999 之间')).toBeInTheDocument();
  });
});
