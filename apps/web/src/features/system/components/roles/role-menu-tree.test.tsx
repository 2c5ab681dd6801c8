import type { Menu, Role } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '../../../../testing/mock-api';
import { renderPage } from '../../../../testing/render-page';
import { menu } from '../../testing/menu-fixtures';
import { RoleMenuTree } from './role-menu-tree';

const LEVELS: Record<number, Menu[]> = {
  0: [menu(1, null, '系统管理', 0, true)],
  1: [menu(2, 1, '用户管理', 1, false), menu(4, 1, '菜单管理', 1, true)],
  4: [menu(41, 4, '菜单新增', 2, false), menu(42, 4, '菜单编辑', 2, false)],
};
const BRANCHES: Record<number, number[]> = { 1: [1, 2, 4, 41, 42], 2: [2], 4: [4, 41, 42] };

const role: Role = {
  id: 7,
  name: '运营人员',
  level: 2,
  description: null,
  createTime: '2024-05-01T08:00:00.000Z',
  menus: [{ id: 2 }],
};

function setup(editable = true) {
  const adapter = mockApi({
    'GET /api/menus/lazy': (config) => ({ status: 200, data: LEVELS[Number(config.params?.pid)] ?? [] }),
    'GET /api/menus/child': (config) => ({
      status: 200,
      data: BRANCHES[Number(config.params?.id)] ?? [Number(config.params?.id)],
    }),
    'PUT /api/roles/menu': (config) => ({
      status: 200,
      data: { ...role, menus: JSON.parse(String(config.data)).menus },
    }),
  });
  return { adapter, ...renderPage(<RoleMenuTree role={role} editable={editable} />, '/system/role') };
}

const box = (name: string) => screen.getByRole('checkbox', { name });
/** Opens a node: its switcher is the only control of the tree item without a role of its own. */
const expand = (user: ReturnType<typeof setup>['user'], name: string) =>
  user.click(screen.getByRole('treeitem', { name }).querySelector('.ant-tree-switcher')!);

describe('role menu tree', { timeout: 20_000 }, () => {
  it("checks a node's whole branch and its ancestors, unchecks the branch, and saves the set", async () => {
    const { adapter, user } = setup();

    await screen.findByRole('treeitem', { name: '系统管理' }, { timeout: 5_000 });
    await expand(user, '系统管理');
    await screen.findByRole('treeitem', { name: '菜单管理' });
    expect(box('用户管理')).toHaveAttribute('aria-checked', 'true');
    expect(box('菜单管理')).toHaveAttribute('aria-checked', 'false');
    expect(box('系统管理')).toHaveAttribute('aria-checked', 'false');

    await user.click(box('菜单管理'));
    await waitFor(() => expect(box('菜单管理')).toHaveAttribute('aria-checked', 'true'));
    // The directory above is checked too, so that the sidebar can reach the page.
    expect(box('系统管理')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('已选 5 项')).toBeInTheDocument();
    expect(adapter.mock.calls.some(([c]) => c.url === '/api/menus/child' && c.params?.id === 4)).toBe(true);

    // The buttons below came along, though they were not loaded when the box was clicked.
    await expand(user, '菜单管理');
    await screen.findByRole('treeitem', { name: '菜单新增' });
    expect(box('菜单新增')).toHaveAttribute('aria-checked', 'true');
    expect(box('菜单编辑')).toHaveAttribute('aria-checked', 'true');

    await user.click(box('菜单管理'));
    await waitFor(() => expect(box('菜单新增')).toHaveAttribute('aria-checked', 'false'));
    expect(box('菜单编辑')).toHaveAttribute('aria-checked', 'false');
    expect(box('系统管理')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('已选 2 项')).toBeInTheDocument();

    await user.click(box('菜单编辑'));
    await waitFor(() => expect(box('菜单编辑')).toHaveAttribute('aria-checked', 'true'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const put = adapter.mock.calls.find(([c]) => c.method === 'put')?.[0];
    const body = JSON.parse(String(put?.data)) as { id: number; menus: { id: number }[] };
    expect(body.id).toBe(7);
    // Checking a button checks the page and the directory it sits in.
    expect(body.menus.map((m) => m.id).sort((a, b) => a - b)).toEqual([1, 2, 4, 42]);
  });

  it('is read-only without roles:edit', async () => {
    setup(false);
    const tree = await screen.findByRole('tree', {}, { timeout: 5_000 });
    expect(within(tree).getByRole('checkbox', { name: '系统管理' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  });
});
