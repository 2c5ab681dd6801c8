import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';

import { api } from '../../../lib/api-client';
import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { DEPT_TREE, signInAsEnterprise } from '../testing/org-fixtures';
import { DeptPage } from './dept-page';

const calls = (adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }, method: string, url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);

async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' }, { timeout: 5_000 });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('部门管理', { timeout: 30_000 }, () => {
  it('shows the whole tree open, filters by name from the URL', async () => {
    signInAsEnterprise();
    const adapter = mockApi({ 'GET /api/center/dept': { status: 200, data: DEPT_TREE } });
    const { router, user } = renderPage(<DeptPage />, '/center/dept?name=综采');

    const table = await screen.findByRole('table', { name: '部门' });
    // Children of 生产部 are shown without a click.
    expect(await within(table).findByText('综采一队')).toBeInTheDocument();
    expect(within(table).getByText('通风科')).toBeInTheDocument();
    expect(calls(adapter, 'get', '/api/center/dept')[0]?.params).toEqual({ name: '综采' });

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('adds a sub-department under a row', async () => {
    signInAsEnterprise();
    const adapter = mockApi({
      'GET /api/center/dept': { status: 200, data: DEPT_TREE },
      'POST /api/center/dept': { status: 201, data: DEPT_TREE[0]!.children![0]! },
    });
    const { user } = renderPage(<DeptPage />, '/center/dept');

    await user.click(await screen.findByRole('button', { name: '新增下级 生产部' }));
    const dialog = await dialogTitled('新增部门');
    await user.type(within(dialog).getByRole('textbox', { name: '部门名称' }), '综采二队');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(adapter, 'post', '/api/center/dept')).toHaveLength(1));
    expect(JSON.parse(calls(adapter, 'post', '/api/center/dept')[0]!.data as string)).toEqual({
      name: '综采二队',
      pid: 1,
      sort: 999,
      enabled: true,
    });
  });

  it('does not offer a department or its children as its own parent', async () => {
    signInAsEnterprise();
    mockApi({ 'GET /api/center/dept': { status: 200, data: DEPT_TREE } });
    const { user } = renderPage(<DeptPage />, '/center/dept');

    await user.click(await screen.findByRole('button', { name: '编辑 生产部' }));
    const dialog = await dialogTitled('编辑部门');
    await user.click(within(dialog).getByRole('combobox', { name: '上级部门' }));
    const options = await screen.findAllByRole('treeitem');
    const titles = options.map((o) => o.textContent);
    expect(titles).toContain('顶级部门');
    expect(titles).toContain('财务部');
    expect(titles).not.toContain('生产部');
    expect(titles).not.toContain('综采一队');
  });

  it('shows the server’s reason when a department cannot be deleted', async () => {
    signInAsEnterprise();
    const refused = '部门“生产部”下还有子部门，请先删除或移走子部门';
    mockApi({
      'GET /api/center/dept': { status: 200, data: DEPT_TREE },
      'DELETE /api/center/dept': { status: 409, data: { status: 409, message: refused, timestamp: 0 } },
    });
    const notices: string[] = [];
    const restore = api.configure({ notifyError: (m) => notices.push(m) });
    try {
      const { user } = renderPage(<DeptPage />, '/center/dept');
      await user.click(await screen.findByRole('button', { name: '删除 生产部' }));
      await user.click(await screen.findByRole('button', { name: '确定' }));
      await waitFor(() => expect(notices).toEqual([refused]));
    } finally {
      restore();
    }
  });
});
