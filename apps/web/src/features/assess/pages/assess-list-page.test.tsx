import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { DISCUSSION_WARNING } from '../components/assess-status-tag';
import { REJECT_COMMENT_REQUIRED } from '../components/decide-modal';
import {
  assess,
  assessDetail,
  bodyOf,
  calls,
  ok,
  page,
  room,
  ROOM_END,
  ROOM_START,
  staged,
  team,
} from '../testing/assess-fixtures';
import { formatSlot } from '../utils/format-room-time';
import { AssessListPage } from './assess-list-page';

type User = ReturnType<typeof renderPage>['user'];

async function dialogTitled(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' }, { timeout: 5_000 });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

/** Opens an antd Select and picks the choice titled `choice`. */
async function choose(user: User, combobox: HTMLElement, choice: string) {
  await user.click(combobox);
  const option = (await screen.findAllByTitle(choice)).find((el) => el.closest('.ant-select-item-option'));
  await user.click(option!);
}

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('考核列表', { timeout: 60_000 }, () => {
  it('sends the URL’s filters and refuses criteria whose weights do not add up to 100', async () => {
    useUserStore.setState({ roles: ['assess:list', 'assess:add'] });
    const adapter = mockApi({
      'GET /api/assess': page([assess(1)]),
      'GET /api/assess/team': page([team(1, '采煤专家组')]),
      'GET /api/assess/room': page([]),
      'GET /api/assess/access': page([]),
    });
    const { user } = renderPage(<AssessListPage />, '/assess/assess?status=assessing&teamId=1');

    const table = await screen.findByRole('table', { name: '考核' });
    expect(await within(table).findByText('综采仿真 V2.0 接入考核')).toBeInTheDocument();
    expect(calls(adapter, 'get', '/api/assess')[0]?.params).toEqual({
      page: 0,
      size: 10,
      sort: ['createTime,desc'],
      status: 'assessing',
      teamId: '1',
    });

    await user.click(screen.getByRole('button', { name: '发起考核' }));
    const dialog = await dialogTitled('发起考核');
    expect(within(dialog).getByText('权重合计 100 / 100')).toBeInTheDocument();
    const weight = within(dialog).getByRole('spinbutton', { name: '考核项1权重' });
    await user.clear(weight);
    await user.type(weight, '50');
    expect(within(dialog).getByText('权重合计 110 / 100')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('考核项权重之和须为100（现为110）')).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/assess')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: '添加考核项' }));
    await user.type(within(dialog).getByRole('textbox', { name: '考核项4名称' }), '安全性');
    await user.type(within(dialog).getByRole('spinbutton', { name: '考核项4权重' }), '5');
    expect(within(dialog).getByText('权重合计 115 / 100')).toBeInTheDocument();
  });

  it('starts an assessment of a submitted application with a team, a room and the criteria', async () => {
    useUserStore.setState({ roles: ['assess:list', 'assess:add'] });
    const adapter = mockApi({
      'GET /api/assess': page([]),
      'GET /api/assess/team': page([team(1, '采煤专家组')]),
      'GET /api/assess/room': page([room(2, '第一考核室')]),
      'GET /api/assess/access': page([staged(5)]),
      'POST /api/assess': { status: 201, data: assess(2) },
    });
    const { user } = renderPage(<AssessListPage />, '/assess/assess');

    await user.click(await screen.findByRole('button', { name: '发起考核' }));
    const dialog = await dialogTitled('发起考核');
    expect(calls(adapter, 'get', '/api/assess/access')[0]?.params).toMatchObject({ status: 'submitted' });
    await choose(
      user,
      within(dialog).getByRole('combobox', { name: '接入申请' }),
      '综采仿真 V2.0 · 示例煤业集团',
    );
    expect(within(dialog).getByRole('textbox', { name: '考核标题' })).toHaveValue('综采仿真 V2.0 接入考核');
    await choose(user, within(dialog).getByRole('combobox', { name: '专家组' }), '采煤专家组（2人）');
    await choose(
      user,
      within(dialog).getByRole('combobox', { name: '考核室' }),
      `第一考核室（${formatSlot(ROOM_START, ROOM_END)}）`,
    );
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(adapter, 'post', '/api/assess')).toHaveLength(1));
    expect(bodyOf(calls(adapter, 'post', '/api/assess')[0])).toEqual({
      accessId: 5,
      title: '综采仿真 V2.0 接入考核',
      teamId: 1,
      roomId: 2,
      passScore: 60,
      criteria: [
        { name: '功能完整性', weight: 40 },
        { name: '仿真真实度', weight: 30 },
        { name: '易用性', weight: 30 },
      ],
    });
  });

  it('shows each expert’s row and the discussion flag, and needs 意见 to reject', async () => {
    useUserStore.setState({ roles: ['assess:list', 'assess:edit'] });
    const adapter = mockApi({
      'GET /api/assess': page([assess(1, { needsDiscussion: true })]),
      'GET /api/assess/team': page([]),
      'GET /api/assess/1': ok(assessDetail(1, { needsDiscussion: true })),
      'PUT /api/assess/1/decide': ok(assess(1, { status: 'rejected', comment: '请补充三维场景' })),
    });
    const { user } = renderPage(<AssessListPage />, '/assess/assess');

    const table = await screen.findByRole('table', { name: '考核' });
    await user.click(await within(table).findByRole('button', { name: '详情 综采仿真 V2.0 接入考核' }));
    const drawer = (
      await screen.findByText('考核详情', { selector: '.ant-drawer-title' })
    ).closest<HTMLElement>('[role="dialog"]')!;
    expect(await within(drawer).findByText(DISCUSSION_WARNING)).toBeInTheDocument();
    const experts = within(drawer).getByRole('table', { name: '专家评分' });
    const zhang = within(experts).getByText('张工').closest('tr')!;
    expect(within(zhang).getByText('90')).toBeInTheDocument();
    expect(within(zhang).getByText('88.0')).toBeInTheDocument();
    expect(within(zhang).getByText('功能完整')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: '作出决定' }));
    const decide = await dialogTitled('作出决定');
    await user.click(within(decide).getByRole('radio', { name: '不通过' }));
    await user.click(within(decide).getByRole('button', { name: '确定' }));
    expect(await within(decide).findByText(REJECT_COMMENT_REQUIRED)).toBeInTheDocument();
    expect(calls(adapter, 'put', '/api/assess/1/decide')).toHaveLength(0);

    await user.type(within(decide).getByRole('textbox', { name: '意见' }), '请补充三维场景');
    await user.click(within(decide).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(adapter, 'put', '/api/assess/1/decide')).toHaveLength(1));
    expect(bodyOf(calls(adapter, 'put', '/api/assess/1/decide')[0])).toEqual({
      passed: false,
      comment: '请补充三维场景',
    });
  });

  it('tells an expert without 考核管理 permissions where to score instead', async () => {
    useUserStore.setState({ roles: ['ROLE_SYSTEM_DEFAULT'] });
    const adapter = mockApi({});
    renderPage(<AssessListPage />, '/assess/assess');
    expect(await screen.findByRole('heading', { name: '需要考核管理权限' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往考核评分' })).toHaveAttribute('href', '/assess/score');
    expect(adapter).not.toHaveBeenCalled();
  });
});
