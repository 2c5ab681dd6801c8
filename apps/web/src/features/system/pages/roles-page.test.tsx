import type { Role } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { RolesPage } from './roles-page';

const role = (id: number, name: string, level: number): Role => ({
  id,
  name,
  level,
  description: null,
  createTime: '2024-05-01T08:00:00.000Z',
  menus: [],
});

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('角色管理', { timeout: 20_000 }, () => {
  it('deleting the chosen role drops the choice and never asks for the deleted role again', async () => {
    useUserStore.setState({ roles: ['roles:list', 'roles:del', 'roles:edit'] });
    let deleted = false;
    const adapter = mockApi({
      'GET /api/roles': () => ({
        status: 200,
        data: { content: deleted ? [] : [role(5, '审计员', 3)], totalElements: deleted ? 0 : 1 },
      }),
      'GET /api/roles/5': () =>
        deleted
          ? { status: 404, data: { status: 404, message: '角色不存在', timestamp: 0 } }
          : { status: 200, data: role(5, '审计员', 3) },
      'GET /api/roles/level': { status: 200, data: { level: 1 } },
      'GET /api/menus/lazy': { status: 200, data: [] },
      'GET /api/menus': { status: 200, data: { content: [], totalElements: 0 } },
      'DELETE /api/roles': () => {
        deleted = true;
        return { status: 200, data: {} };
      },
    });
    const { router, user } = renderPage(<RolesPage />, '/system/role?role=5');
    expect(await screen.findByText('菜单分配 · 审计员', {}, { timeout: 5_000 })).toBeInTheDocument();

    const row = screen.getByText('审计员').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /删除/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('role')).toBeNull());
    expect(await screen.findByText('在左侧选择一个角色，为它分配菜单和按钮')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '暂无角色' })).toBeInTheDocument();
    const afterDelete = adapter.mock.calls.map(([c]) => c).filter((c) => c.url === '/api/roles/5');
    expect(afterDelete.length).toBe(1);
    expect(screen.queryByText('角色不存在')).not.toBeInTheDocument();
  });

  it('chooses a role by its radio, which opens its menus beside the list', async () => {
    useUserStore.setState({ roles: ['roles:list'] });
    mockApi({
      'GET /api/roles': { status: 200, data: { content: [role(5, '审计员', 3)], totalElements: 1 } },
      'GET /api/roles/5': { status: 200, data: role(5, '审计员', 3) },
      'GET /api/roles/level': { status: 200, data: { level: 1 } },
      'GET /api/menus/lazy': { status: 200, data: [] },
      'GET /api/menus': { status: 200, data: { content: [], totalElements: 0 } },
    });
    const { router, user } = renderPage(<RolesPage />, '/system/role');
    const table = await screen.findByRole('table', { name: '角色列表' });
    await user.click(await within(table).findByRole('radio', { name: '选择 审计员' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('role')).toBe('5'));
    expect(await screen.findByText('菜单分配 · 审计员', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
