import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { SUPER_ADMIN } from '../../../testing/admin-session';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { MINE_SITE_CONFIG, PREVIEW } from '../testing/generator-fixtures';
import { GeneratorConfigPage } from './generator-config-page';

function signInAsStaff(roles: string[]) {
  useUserStore.setState({ user: { ...SUPER_ADMIN, roles }, roles });
}

afterEach(() => useUserStore.setState({ roles: [], user: null }));

const URL = '/generatorConfig?table=mine_site';

describe('生成配置', { timeout: 30_000 }, () => {
  it('edits the module and its columns and saves them with generator:edit', async () => {
    signInAsStaff(['generator:list', 'generator:edit']);
    const adapter = mockApi({
      'GET /api/generator/mine_site/config': { status: 200, data: MINE_SITE_CONFIG },
      'PUT /api/generator/mine_site/config': (config) => ({
        status: 200,
        data: {
          ...MINE_SITE_CONFIG,
          saved: true,
          label: (JSON.parse(config.data as string) as { label: string }).label,
        },
      }),
    });
    const { user } = renderPage(<GeneratorConfigPage />, URL);
    expect(await screen.findByText('尚未保存过配置：以下是按列的类型和注释得出的默认值')).toBeInTheDocument();
    const label = screen.getByLabelText('功能名称');
    await user.clear(label);
    await user.type(label, '矿井档案');
    const columns = screen.getByRole('table', { name: '列配置' });
    await user.click(within(columns).getByRole('switch', { name: 'depth 查询' }));
    await user.click(within(columns).getByRole('combobox', { name: 'status 表单控件' }));
    await user.click(await screen.findByTitle('下拉框'));
    await user.type(within(columns).getByRole('textbox', { name: 'status 字典' }), 'mine_status');
    const depthLabel = within(columns).getByRole('textbox', { name: 'depth 显示名称' });
    await user.clear(depthLabel);
    await user.type(depthLabel, '深度（米）');
    // The JSON column is left out: nothing to switch on.
    expect(within(columns).getByRole('switch', { name: 'extra 列表' })).toBeDisabled();
    expect(within(columns).getByRole('switch', { name: 'create_time 表单' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(adapter.mock.calls.some(([c]) => c.method === 'put')).toBe(true));
    const put = adapter.mock.calls.map(([c]) => c).find((c) => c.method === 'put')!;
    const body = JSON.parse(put.data as string) as { label: string; columns: { columnName: string }[] };
    expect(body.label).toBe('矿井档案');
    expect(body.columns.map((c) => c.columnName)).toEqual(MINE_SITE_CONFIG.columns.map((c) => c.columnName));
    expect(body.columns.find((c) => c.columnName === 'depth')).toMatchObject({
      queryShow: true,
      label: '深度（米）',
    });
    expect(body.columns.find((c) => c.columnName === 'status')).toMatchObject({
      formType: 'select',
      dictName: 'mine_status',
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('shows the settings read-only, without 保存, to a user without generator:edit', async () => {
    signInAsStaff(['generator:list']);
    mockApi({
      'GET /api/generator/mine_site/config': {
        status: 200,
        data: {
          ...MINE_SITE_CONFIG,
          problems: ['权限前缀 mineSite 已被项目使用（mineSite:list 等），请换一个'],
        },
      },
    });
    renderPage(<GeneratorConfigPage />, URL);
    expect(await screen.findByText('这些问题解决之前，不能预览或下载生成的代码')).toBeInTheDocument();
    expect(
      screen.getByText('权限前缀 mineSite 已被项目使用（mineSite:list 等），请换一个'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('模块名')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'name 列表' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '预览' })).toBeEnabled();
  });

  it('puts a taken name’s problem under its setting until it is changed, and lists what is left out', async () => {
    signInAsStaff(['generator:list', 'generator:edit']);
    const taken = '权限前缀 device 不能用：已有同名权限（device:list 等）。请换一个权限前缀，如 deviceItem';
    mockApi({
      'GET /api/generator/mine_site/config': {
        status: 200,
        data: {
          ...MINE_SITE_CONFIG,
          mode: 'edit',
          notes: ['生成的模块没有新增：列 criteria（jsonb）不能为空且没有默认值'],
          permissionPrefix: 'device',
          problems: [taken],
          settingProblems: { permissionPrefix: [taken] },
        },
      },
    });
    const { user } = renderPage(<GeneratorConfigPage />, URL);
    const prefix = await screen.findByLabelText('权限前缀');
    const item = prefix.closest<HTMLElement>('.ant-form-item')!;
    expect(within(item).getByText(taken)).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('接口路径').closest<HTMLElement>('.ant-form-item')!).queryByText(taken),
    ).toBeNull();
    expect(
      screen.getByText('生成的模块没有新增，只能查询、导出、编辑和删除（生成的 GENERATED.md 也会列出）'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('生成的模块没有新增：列 criteria（jsonb）不能为空且没有默认值'),
    ).toBeInTheDocument();
    await user.clear(prefix);
    await user.type(prefix, 'deviceItem');
    await waitFor(() => expect(within(item).queryByText(taken)).not.toBeInTheDocument());
  });

  it('previews the saved configuration, saying that unsaved changes are not in it', async () => {
    signInAsStaff(['admin']);
    mockApi({
      'GET /api/generator/mine_site/config': { status: 200, data: MINE_SITE_CONFIG },
      'GET /api/generator/mine_site/preview': { status: 200, data: PREVIEW },
    });
    const { user } = renderPage(<GeneratorConfigPage />, URL);
    await user.click(await screen.findByRole('switch', { name: 'status 查询' }));
    await user.click(screen.getByRole('button', { name: '预览' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('预览的是已保存的配置，未保存的修改不在其中：请先保存'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByRole('tab', { name: 'mine-site.schemas.ts' })).toBeInTheDocument();
  });

  it('says where to come from when the address names no table, or one that is not there', async () => {
    signInAsStaff(['generator:list']);
    mockApi({
      'GET /api/generator/gone/config': {
        status: 404,
        data: { status: 404, message: '数据库中没有表 gone，请刷新表列表后重试', timestamp: 0 },
      },
    });
    const { unmount } = renderPage(<GeneratorConfigPage />, '/generatorConfig');
    expect(screen.getByRole('heading', { name: '没有找到这张表' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回代码生成' })).toHaveAttribute(
      'href',
      '/sys-tools/generator',
    );
    unmount();
    renderPage(<GeneratorConfigPage />, '/generatorConfig?table=gone');
    expect(await screen.findByText('数据库中没有表 gone，请刷新表列表后重试')).toBeInTheDocument();
  });
});
