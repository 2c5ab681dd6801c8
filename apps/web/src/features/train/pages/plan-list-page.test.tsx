import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { NO_SOFT_HINT } from '../components/plan-form-modal';
import { grant, page, plan } from '../testing/train-fixtures';
import { TrainPlanPage } from './plan-list-page';

const calls = (adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }, method: string, url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);

const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

const DRAFT = plan(1, '2026年采煤机司机复训');
const PUBLISHED = plan(2, '通风安全培训', { status: 'published', traineeCount: 30, completedCount: 4 });

const routes = {
  'GET /api/train/plan': page([DRAFT, PUBLISHED]),
  'GET /api/center/grant': page([grant(201, '综采工作面仿真'), grant(202, '过期软件', { valid: false })]),
  'GET /api/center/dept': { status: 200, data: [] },
  'GET /api/center/job': page([]),
  'GET /api/center/worker': page([]),
} as const;

afterEach(() => vi.restoreAllMocks());

describe('培训计划', { timeout: 60_000 }, () => {
  it('lists plans with their status; drafts alone offer 编辑, 发布 and 删除; filters go to the URL', async () => {
    const adapter = mockApi(routes);
    const { router, user } = renderPage(<TrainPlanPage />, '/train/train?status=draft');

    const table = await screen.findByRole('table', { name: '培训计划' });
    const draft = (await within(table).findByText(DRAFT.name)).closest('tr')!;
    expect(within(draft).getByText('草稿')).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: `发布 ${DRAFT.name}` })).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: `详情 ${DRAFT.name}` })).toHaveAttribute(
      'href',
      '/train/train-detail?id=1',
    );
    const published = within(table).getByText(PUBLISHED.name).closest('tr')!;
    expect(within(published).getByText('进行中')).toBeInTheDocument();
    expect(within(published).getByText('4/30')).toBeInTheDocument();
    expect(within(published).queryByRole('button', { name: /编辑|发布|删除/ })).not.toBeInTheDocument();

    expect(calls(adapter, 'get', '/api/train/plan').at(-1)?.params).toEqual({
      page: 0,
      size: 10,
      sort: ['createTime,desc'],
      status: 'draft',
    });
    await user.type(screen.getByRole('textbox', { name: '计划名称' }), '复训{Enter}');
    await waitFor(() => expect(search(router)).toEqual({ status: 'draft', blurry: '复训' }));
    await waitFor(() =>
      expect(calls(adapter, 'get', '/api/train/plan').at(-1)?.params).toMatchObject({ blurry: '复训' }),
    );
  });

  it('checks the new plan before sending it, and puts the server’s refusals under the fields', async () => {
    const adapter = mockApi({
      ...routes,
      'POST /api/train/plan': {
        status: 400,
        data: {
          status: 400,
          message: '请检查表单',
          timestamp: 0,
          fieldErrors: {
            softId: ['本企业无权使用该软件，请先申请使用'],
            endTime: ['结束时间须晚于开始时间'],
          },
        },
      },
    });
    const { user } = renderPage(<TrainPlanPage />, '/train/train');
    await user.click(await screen.findByRole('button', { name: /新增计划/ }));
    const dialog = await dialogTitled('新增计划');
    expect(within(dialog).getByText('选中的部门包含其全部下级部门')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入计划名称')).toBeInTheDocument();
    expect(await within(dialog).findByText('请选择培训软件')).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/train/plan')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: '计划名称' }), '采煤机复训');
    await user.click(within(dialog).getByRole('combobox', { name: '培训软件' }));
    // Only valid grants are offered: the expired one is not.
    expect(screen.queryByTitle('过期软件')).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('综采工作面仿真'));
    await user.clear(within(dialog).getByRole('spinbutton', { name: '要求学时' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: '要求学时' }), '1.3');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('要求学时以0.5小时为单位')).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/train/plan')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('spinbutton', { name: '要求学时' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: '要求学时' }), '1.5');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('本企业无权使用该软件，请先申请使用')).toBeInTheDocument();
    expect(within(dialog).getByText('结束时间须晚于开始时间')).toBeInTheDocument();
    const sent = JSON.parse(calls(adapter, 'post', '/api/train/plan')[0]!.data as string) as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      name: '采煤机复训',
      softId: 201,
      requiredHours: 1.5,
      passScore: 60,
      validMonths: null,
      deptIds: [],
      jobIds: [],
      workerIds: [],
    });
    expect(sent.endTime).toBeGreaterThan(sent.startTime as number);
  });

  it('shows a 409 above the form, and says where to get software when there is none', async () => {
    mockApi({
      ...routes,
      'GET /api/center/grant': page([]),
      'GET /api/train/plan/1': {
        status: 200,
        data: { ...DRAFT, workerIds: [9], trainees: [] },
      },
      'PUT /api/train/plan': {
        status: 409,
        data: { status: 409, message: '培训计划已发布，不能再修改', timestamp: 0 },
      },
    });
    const { user } = renderPage(<TrainPlanPage />, '/train/train');
    await user.click(await screen.findByRole('button', { name: `编辑 ${DRAFT.name}` }));
    const dialog = await dialogTitled('编辑计划');
    expect(await within(dialog).findByRole('textbox', { name: '计划名称' })).toHaveValue(DRAFT.name);
    expect(within(dialog).getByText(NO_SOFT_HINT)).toBeInTheDocument();
    // A listed worker the detail does not name still shows as a choice.
    expect(within(dialog).getByText('员工 #9')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('培训计划已发布，不能再修改');
  });

  it('publishes a draft only after a confirmation that says the trainee list will be frozen', async () => {
    const adapter = mockApi({
      ...routes,
      'PUT /api/train/plan/1/publish': { status: 200, data: { ...DRAFT, status: 'published' } },
    });
    const { user } = renderPage(<TrainPlanPage />, '/train/train');
    await user.click(await screen.findByRole('button', { name: `发布 ${DRAFT.name}` }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('发布培训计划');
    expect(confirm).toHaveTextContent('参训人员名单将被冻结');

    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(adapter, 'put', '/api/train/plan/1/publish')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `发布 ${DRAFT.name}` }));
    await user.click(await screen.findByRole('button', { name: '发布' }));
    await waitFor(() => expect(calls(adapter, 'put', '/api/train/plan/1/publish')).toHaveLength(1));
    expect(await screen.findByText('已发布，12 名员工参加本计划')).toBeInTheDocument();
  });
});
