import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { bodyOf, calls, member, ok, team } from '../testing/assess-fixtures';
import { TeamDetailPage } from './team-detail-page';

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('成员管理', { timeout: 60_000 }, () => {
  it('lists the team’s experts and adds one linked to the account picked in 关联账号', async () => {
    useUserStore.setState({ roles: ['assess:list', 'assess:add'] });
    const adapter = mockApi({
      'GET /api/assess/team/1': ok(team(1, '采煤专家组')),
      'GET /api/assess/team/1/member': ok([
        member(1, '张工', { user: { id: 5, username: 'zhang', nickName: '张工' } }),
      ]),
      // Only the search finds the account: picking it proves the typed text went to the server.
      'GET /api/assess/accounts': (config) =>
        ok(
          config.params?.blurry === 'wang'
            ? [{ id: 7, username: 'wangexp', nickName: '王专家', role: 3, enterpriseName: null }]
            : [],
        ),
      'POST /api/assess/team/1/member': { status: 201, data: member(2, '王专家') },
    });
    const { user } = renderPage(<TeamDetailPage />, '/assess/teamDetail?id=1');

    const table = await screen.findByRole('table', { name: '专家成员' });
    expect(await within(table).findByText('张工（zhang）')).toBeInTheDocument();
    expect(await screen.findByText('采煤专家组 · 专家成员')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '新增专家' }));
    const dialog = (
      await screen.findByText('新增专家', { selector: '.ant-modal-title' })
    ).closest<HTMLElement>('[role="dialog"]')!;
    await user.type(within(dialog).getByRole('textbox', { name: '姓名' }), '王专家');
    await user.type(within(dialog).getByRole('textbox', { name: '职称' }), '教授');
    await user.type(within(dialog).getByRole('textbox', { name: '所在单位' }), '中国矿业大学');
    await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), '13800138000');
    const account = within(dialog).getByRole('combobox', { name: '关联账号' });
    await user.click(account);
    await user.type(account, 'wang');
    const found = await screen.findAllByTitle('王专家（wangexp） 个人用户', {}, { timeout: 5_000 });
    await user.click(found.find((el) => el.closest('.ant-select-item-option'))!);

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(adapter, 'post', '/api/assess/team/1/member')).toHaveLength(1));
    expect(bodyOf(calls(adapter, 'post', '/api/assess/team/1/member')[0])).toEqual({
      name: '王专家',
      title: '教授',
      organisation: '中国矿业大学',
      phone: '13800138000',
      userId: 7,
    });
  });

  it('asks for a team when the address has none', async () => {
    useUserStore.setState({ roles: ['assess:list'] });
    const adapter = mockApi({});
    renderPage(<TeamDetailPage />, '/assess/teamDetail');
    expect(await screen.findByRole('heading', { name: '请先选择专家组' })).toBeInTheDocument();
    expect(adapter).not.toHaveBeenCalled();
  });
});
