import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { menu } from '../testing/menu-fixtures';
import { MenusPage } from './menus-page';

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('菜单管理', { timeout: 20_000 }, () => {
  it('lists the top level and loads a level below when it is opened', async () => {
    useUserStore.setState({ roles: ['menu:list'] });
    mockApi({
      'GET /api/menus': {
        status: 200,
        data: { content: [menu(1, null, '系统管理', 0, true)], totalElements: 1 },
      },
      'GET /api/menus/lazy': { status: 200, data: [menu(2, 1, '用户管理', 1, false)] },
    });
    const { user } = renderPage(<MenusPage />, '/system/menu');

    const table = await screen.findByRole('table', { name: '菜单列表' });
    const row = (await within(table).findByText('系统管理')).closest('tr')!;
    expect(within(table).queryByText('用户管理')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /展开/ }));
    expect(await within(table).findByText('用户管理')).toBeInTheDocument();
  });

  it('says nothing matches when a search finds no menu', async () => {
    useUserStore.setState({ roles: ['menu:list'] });
    mockApi({ 'GET /api/menus': { status: 200, data: { content: [], totalElements: 0 } } });
    renderPage(<MenusPage />, '/system/menu?blurry=nothing');

    expect(await screen.findByRole('heading', { name: '没有符合条件的菜单' })).toBeInTheDocument();
  });
});
