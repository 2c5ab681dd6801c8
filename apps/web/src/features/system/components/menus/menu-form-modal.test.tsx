import { EXTERNAL_LINK_MESSAGE } from '@coalsim/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '../../../../testing/mock-api';
import { renderPage } from '../../../../testing/render-page';
import { MenuFormModal } from './menu-form-modal';

function setup(post: Parameters<typeof mockApi>[0]['POST /api/menus'] = { status: 201, data: {} }) {
  const adapter = mockApi({
    'POST /api/menus/superior': { status: 200, data: [] },
    'POST /api/menus': post,
  });
  return {
    adapter,
    ...renderPage(<MenuFormModal open menu={undefined} onClose={() => undefined} />, '/system/menu'),
  };
}

/** antd hides the radio input itself; people click its label. */
const radioLabel = (name: string) => screen.getByRole('radio', { name }).closest('label')!;
const field = (name: RegExp) => screen.queryByRole('textbox', { name });
const sentMenu = (adapter: ReturnType<typeof setup>['adapter']) =>
  JSON.parse(String(adapter.mock.calls.find(([c]) => c.url === '/api/menus')?.[0].data)) as Record<
    string,
    unknown
  >;

describe('menu form', { timeout: 20_000 }, () => {
  it('shows the fields of the chosen type and sends only what that type uses', async () => {
    const { adapter, user } = setup();

    // 目录: where it sits and how it shows, no component or permission.
    expect(await screen.findByRole('radio', { name: '目录' }, { timeout: 5_000 })).toBeChecked();
    expect(screen.getByRole('button', { name: '选择图标' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '外链菜单' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '菜单可见' })).toBeInTheDocument();
    expect(field(/路由地址/)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: '菜单缓存' })).not.toBeInTheDocument();
    expect(field(/权限标识/)).not.toBeInTheDocument();
    expect(field(/组件路径/)).not.toBeInTheDocument();

    // 菜单: also its component, cache and permission…
    await user.click(radioLabel('菜单'));
    expect(screen.getByRole('switch', { name: '菜单缓存' })).toBeInTheDocument();
    expect(field(/权限标识/)).toBeInTheDocument();
    expect(field(/组件名称/)).toBeInTheDocument();
    expect(field(/组件路径/)).toBeInTheDocument();
    // …unless it is an external link, which has no component.
    await user.click(screen.getByRole('switch', { name: '外链菜单' }));
    expect(field(/组件名称/)).not.toBeInTheDocument();
    expect(field(/组件路径/)).not.toBeInTheDocument();

    // 按钮: a name and a permission only.
    await user.click(radioLabel('按钮'));
    expect(field(/按钮名称/)).toBeInTheDocument();
    expect(field(/菜单标题/)).not.toBeInTheDocument();
    expect(field(/路由地址/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '选择图标' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('按钮必须填写权限标识')).toBeInTheDocument();
    await user.type(field(/按钮名称/)!, '菜单导出');
    await user.type(field(/权限标识/)!, 'menu:export');
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(sentMenu(adapter)).toEqual({
      type: 2,
      title: '菜单导出',
      pid: null,
      menuSort: 999,
      icon: null,
      path: null,
      iFrame: false,
      cache: false,
      hidden: false,
      permission: 'menu:export',
      componentName: null,
      component: null,
    });
  });

  it("shows the server's external-link rule under 路由地址", async () => {
    const { adapter, user } = setup({
      status: 400,
      data: {
        status: 400,
        message: EXTERNAL_LINK_MESSAGE,
        timestamp: 0,
        fieldErrors: { path: [EXTERNAL_LINK_MESSAGE] },
      },
    });

    await screen.findByRole('radio', { name: '菜单' }, { timeout: 5_000 });
    await user.click(radioLabel('菜单'));
    await user.click(screen.getByRole('switch', { name: '外链菜单' }));
    await user.type(field(/菜单标题/)!, '帮助文档');
    await user.type(field(/路由地址/)!, 'ftp://docs');
    await user.click(screen.getByRole('button', { name: '选择图标' }));
    await user.click(await screen.findByRole('option', { name: 'link' }, { timeout: 5_000 }));
    await user.click(screen.getByRole('button', { name: '确定' }));

    await waitFor(() => expect(field(/路由地址/)).toHaveAttribute('aria-invalid', 'true'), {
      timeout: 5_000,
    });
    // antd renders the explain line after its motion frame, a tick after aria-invalid.
    expect(
      await screen.findByText(
        EXTERNAL_LINK_MESSAGE,
        { selector: '.ant-form-item-explain-error' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(sentMenu(adapter)).toMatchObject({
      type: 1,
      iFrame: true,
      path: 'ftp://docs',
      icon: 'link',
      component: null,
    });
  });
});
