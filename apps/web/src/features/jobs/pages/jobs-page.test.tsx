import type { Job, JobLog } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { CRON_HINT, HANDLER_REQUIRED } from '../components/job-form-modal';
import { JobsPage, RUN_SUBMITTED } from './jobs-page';

const job = (id: number, jobName: string, extra: Partial<Job> = {}): Job => ({
  id,
  jobName,
  handler: 'sweepExpired',
  params: null,
  cronExpression: '*/10 * * * *',
  isPause: false,
  description: '删除过期的会话和验证码',
  nextRunAt: '2026-05-01T08:10:00.000Z',
  lastRunAt: '2026-05-01T08:00:00.000Z',
  lastSuccess: true,
  createTime: '2026-04-01T08:00:00.000Z',
  updateTime: '2026-04-01T08:00:00.000Z',
  ...extra,
});

const ROWS = [
  job(1, '清理过期会话'),
  job(2, '清理过期日志', {
    handler: 'purgeLogs',
    params: '{"days":180}',
    cronExpression: '0 3 * * *',
    isPause: true,
    nextRunAt: null,
    lastSuccess: false,
    description: null,
  }),
];

const run = (id: number, extra: Partial<JobLog> = {}): JobLog => ({
  id,
  jobId: 2,
  jobName: '清理过期日志',
  handler: 'purgeLogs',
  params: '{"days":180}',
  trigger: 'schedule',
  username: null,
  isSuccess: true,
  result: '删除了 12 条日志',
  exceptionDetail: null,
  time: 35,
  createTime: '2026-05-01T03:00:00.000Z',
  ...extra,
});

const page = <T,>(content: T[]) => ({ status: 200, data: { content, totalElements: content.length } });

const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

const calls = (adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }, method: string, url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);

/** antd's ids are all "test-id" under test, so dialogs are found by their title's text. */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(
    title,
    { selector: '.ant-modal-title, .ant-drawer-title' },
    { timeout: 5_000 },
  );
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

/** Opens an antd Select by its label and picks the choice titled `choice`. */
async function choose(user: ReturnType<typeof renderPage>['user'], combobox: HTMLElement, choice: string) {
  await user.click(combobox);
  const option = (await screen.findAllByTitle(choice)).find((el) => el.closest('.ant-select-item-option'));
  await user.click(option!);
}

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('定时任务', { timeout: 30_000 }, () => {
  it('lists the jobs with their handler, cron, state and last run, filtered from the URL', async () => {
    useUserStore.setState({ roles: ['job:list'] });
    const adapter = mockApi({ 'GET /api/jobs': page(ROWS) });
    const { router, user } = renderPage(<JobsPage />, '/system/timing?isPause=true&sort=jobName,desc');

    const table = await screen.findByRole('table', { name: '定时任务' });
    const sweep = (await within(table).findByText('清理过期会话')).closest('tr')!;
    expect(within(sweep).getByText('清理过期会话与验证码')).toBeInTheDocument();
    expect(within(sweep).getByText('*/10 * * * *')).toBeInTheDocument();
    expect(within(sweep).getByText('运行中')).toBeInTheDocument();
    expect(within(sweep).getByText('成功')).toBeInTheDocument();
    expect(within(sweep).getByText('删除过期的会话和验证码')).toBeInTheDocument();
    // The name (its cell says it in full on hover), not the handler of the same label.
    const purge = within(table).getByTitle('清理过期日志').closest('tr')!;
    expect(within(purge).getByText('{"days":180}')).toBeInTheDocument();
    expect(within(purge).getByText('已暂停')).toBeInTheDocument();
    expect(within(purge).getByText('失败')).toBeInTheDocument();

    expect(calls(adapter, 'get', '/api/jobs').at(-1)?.params).toEqual({
      page: 0,
      size: 10,
      sort: ['jobName,desc'],
      isPause: 'true',
    });

    // job:list only: 记录 and 导出, nothing that changes a job.
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '执行记录 清理过期会话' })).toBeInTheDocument();
    for (const name of ['新增', '删除', /^立即执行/, /^暂停/, /^恢复/, /^编辑/])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    // The search box applies on Enter, from page 1, keeping the other filters.
    await user.type(screen.getByRole('textbox', { name: '搜索任务' }), '清理{Enter}');
    await waitFor(() =>
      expect(search(router)).toEqual({ blurry: '清理', isPause: 'true', sort: 'jobName,desc' }),
    );
    await waitFor(() =>
      expect(calls(adapter, 'get', '/api/jobs').at(-1)?.params).toMatchObject({ blurry: '清理' }),
    );
    // 重置 drops filters and sort.
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(search(router)).toEqual({}));
  });

  it('checks a new job with the contract’s schema before sending it', async () => {
    useUserStore.setState({ roles: ['job:list', 'job:add'] });
    const adapter = mockApi({
      'GET /api/jobs': page(ROWS),
      'POST /api/jobs': { status: 201, data: job(3, '每周清理日志') },
    });
    const { user } = renderPage(<JobsPage />, '/system/timing');

    await user.click(await screen.findByRole('button', { name: '新增' }, { timeout: 5_000 }));
    const dialog = await dialogTitled('新增任务');
    expect(within(dialog).getByText(CRON_HINT)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入任务名称')).toBeInTheDocument();
    expect(within(dialog).getByText(HANDLER_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByText('请输入 Cron 表达式')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('任务名称'), '每周清理日志');
    await choose(user, within(dialog).getByRole('combobox', { name: '处理程序' }), '清理过期日志');
    // The handler's description and its default parameters.
    expect(
      within(dialog).getByText('删除早于保留天数的操作日志、异常日志和任务执行记录'),
    ).toBeInTheDocument();
    const params = within(dialog).getByLabelText('参数');
    expect(params).toHaveValue('{"days":180}');
    await user.clear(params);
    await user.type(params, '{{"days":90}');
    const cron = within(dialog).getByLabelText('Cron 表达式');
    await user.type(cron, '0 3 * *');
    expect(await within(dialog).findByText(/Cron 表达式应为5段/)).toBeInTheDocument();
    await user.type(cron, ' 1');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    // The parameters are checked against the chosen handler's own schema.
    expect(
      await within(dialog).findByText('日志至少保留180天（网络安全法要求不少于六个月）'),
    ).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/jobs')).toHaveLength(0);

    await user.clear(params);
    await user.type(params, '{{"days":365}');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(JSON.parse(String(calls(adapter, 'post', '/api/jobs')[0]?.data))).toEqual({
      jobName: '每周清理日志',
      handler: 'purgeLogs',
      params: '{"days":365}',
      cronExpression: '0 3 * * 1',
      isPause: false,
      description: null,
    });
  });

  it('edits a job and shows the server’s field errors on their fields', async () => {
    useUserStore.setState({ roles: ['admin'] });
    const adapter = mockApi({
      'GET /api/jobs': page(ROWS),
      'PUT /api/jobs': {
        status: 409,
        data: {
          status: 409,
          message: '任务名称已存在，请换一个名称',
          timestamp: 0,
          fieldErrors: { jobName: ['任务名称已存在，请换一个名称'] },
        },
      },
    });
    const { user } = renderPage(<JobsPage />, '/system/timing');

    await user.click(await screen.findByRole('button', { name: '编辑 清理过期日志' }, { timeout: 5_000 }));
    const dialog = await dialogTitled('编辑任务');
    const name = within(dialog).getByLabelText('任务名称');
    expect(name).toHaveValue('清理过期日志');
    expect(within(dialog).getByLabelText('参数')).toHaveValue('{"days":180}');
    // Another handler that takes no parameters: the untouched defaults go with the old one.
    await choose(user, within(dialog).getByRole('combobox', { name: '处理程序' }), '清理过期会话与验证码');
    expect(within(dialog).getByLabelText('参数')).toHaveValue('');
    await user.clear(name);
    await user.type(name, '清理过期会话');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(
      await within(dialog).findByText('任务名称已存在，请换一个名称', {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeInTheDocument();
    expect(JSON.parse(String(calls(adapter, 'put', '/api/jobs')[0]?.data))).toEqual({
      id: 2,
      jobName: '清理过期会话',
      handler: 'sweepExpired',
      params: null,
      cronExpression: '0 3 * * *',
      isPause: true,
      description: null,
    });
  });

  it('runs a job now, then reads the lists again until its run has been recorded', async () => {
    useUserStore.setState({ roles: ['job:list', 'job:edit'] });
    // The run is only queued when 立即执行 answers: it is in the history from the second read after.
    let reads = 0;
    let ran = false;
    const manual = run(2, {
      trigger: 'manual',
      username: 'admin',
      result: '删除了 3 条日志',
      createTime: '2026-05-02T10:00:00.000Z',
    });
    const adapter = mockApi({
      'GET /api/jobs': page(ROWS),
      'PUT /api/jobs/exec/2': () => {
        ran = true;
        return { status: 200, data: ROWS[1] };
      },
      'GET /api/jobs/logs': () => {
        if (ran) reads += 1;
        return page(reads >= 2 ? [manual, run(1)] : [run(1)]);
      },
    });
    const { user } = renderPage(<JobsPage />, '/system/timing');

    await user.click(
      await screen.findByRole('button', { name: '执行记录 清理过期日志' }, { timeout: 5_000 }),
    );
    const drawer = await dialogTitled('执行记录 · 清理过期日志');
    const history = await within(drawer).findByRole('table', { name: '执行记录' });
    expect(await within(history).findByText('删除了 12 条日志')).toBeInTheDocument();
    expect(within(history).getByText('定时')).toBeInTheDocument();
    expect(within(history).getByText('系统')).toBeInTheDocument();
    expect(within(history).getByText('35 ms')).toBeInTheDocument();
    expect(calls(adapter, 'get', '/api/jobs/logs').at(-1)?.params).toEqual({ page: 0, size: 10, jobId: 2 });
    await user.click(within(drawer).getByRole('button', { name: /关闭|Close/ }));

    await user.click(screen.getByRole('button', { name: '立即执行 清理过期日志' }));
    expect(await screen.findByText(RUN_SUBMITTED)).toBeInTheDocument();
    expect(calls(adapter, 'put', '/api/jobs/exec/2')).toHaveLength(1);

    // Opened at once, the history does not have the run yet; it reads itself again until it does.
    await user.click(screen.getByRole('button', { name: '执行记录 清理过期日志' }));
    const again = await within(await dialogTitled('执行记录 · 清理过期日志')).findByRole('table', {
      name: '执行记录',
    });
    expect(await within(again).findByText('删除了 12 条日志')).toBeInTheDocument();
    expect(within(again).queryByText('手动')).not.toBeInTheDocument();
    expect(await within(again).findByText('删除了 3 条日志', {}, { timeout: 8_000 })).toBeInTheDocument();
    const row = within(again).getByText('删除了 3 条日志').closest('tr')!;
    expect(within(row).getByText('手动')).toBeInTheDocument();
    expect(within(row).getByText('admin')).toBeInTheDocument();
  });

  it('pauses, resumes and shows a failed run’s error', async () => {
    useUserStore.setState({ roles: ['job:list', 'job:edit'] });
    const adapter = mockApi({
      'GET /api/jobs': page(ROWS),
      'PUT /api/jobs/1': { status: 200, data: { ...ROWS[0], isPause: true } },
      'PUT /api/jobs/2': { status: 200, data: { ...ROWS[1], isPause: false } },
      'GET /api/jobs/logs': page([
        run(5, {
          isSuccess: false,
          result: null,
          exceptionDetail: 'Error: connection terminated\n    at purge',
        }),
      ]),
    });
    const { user } = renderPage(<JobsPage />, '/system/timing');

    await user.click(await screen.findByRole('button', { name: '暂停 清理过期会话' }, { timeout: 5_000 }));
    expect(await screen.findByText('已暂停', { selector: '.ant-message *' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '恢复 清理过期日志' }));
    expect(await screen.findByText('已恢复')).toBeInTheDocument();
    expect(calls(adapter, 'put', '/api/jobs/1')).toHaveLength(1);
    expect(calls(adapter, 'put', '/api/jobs/2')).toHaveLength(1);

    // 执行记录 of every job, from the toolbar.
    await user.click(screen.getByRole('button', { name: '执行记录' }));
    const drawer = await dialogTitled('执行记录');
    await user.click(await within(drawer).findByRole('button', { name: /^异常详情/ }));
    const detail = await dialogTitled('异常详情');
    expect(within(detail).getByRole('region', { name: '异常信息' })).toHaveTextContent(
      'connection terminated',
    );
  });

  it('deletes the selected jobs after confirming', async () => {
    useUserStore.setState({ roles: ['job:list', 'job:del'] });
    const adapter = mockApi({
      'GET /api/jobs': page(ROWS),
      'DELETE /api/jobs': { status: 200, data: {} },
    });
    const { user } = renderPage(<JobsPage />, '/system/timing');

    await user.click(await screen.findByRole('checkbox', { name: '选择 清理过期会话' }, { timeout: 5_000 }));
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText(/确定删除选中的 1 个任务吗？已有的执行记录会保留。/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(JSON.parse(String(calls(adapter, 'delete', '/api/jobs')[0]?.data))).toEqual([1]);
  });
});
