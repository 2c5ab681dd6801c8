import type { WorkerImportResult, WorkerImportRow } from '@coalsim/contract';
import { screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { FIX_AND_RETRY, XLSX_ONLY } from '../components/worker-import';
import { DEPT_TREE, page, post, signInAsEnterprise, worker } from '../testing/org-fixtures';
import { WorkerAddPage } from './worker-add-page';

const calls = (adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }, method: string, url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);

const values = (no: string, name: string, phone: string) => ({
  工号: no,
  姓名: name,
  性别: '男',
  手机号码: phone,
  部门: '综采一队',
  岗位: '采煤机司机',
  入职日期: '2024-03-01',
});
const row = (n: number, extra: Partial<WorkerImportRow> = {}): WorkerImportRow => ({
  row: n,
  values: values(`E10${n}`, `员工${n}`, `1390000000${n}`),
  errors: [],
  columns: [],
  action: 'create',
  ...extra,
});
const result = (rows: WorkerImportRow[], extra: Partial<WorkerImportResult> = {}): WorkerImportResult => ({
  dryRun: true,
  total: rows.length,
  errorRows: rows.filter((r) => r.errors.length > 0).length,
  created: rows.filter((r) => r.errors.length === 0 && r.action === 'create').length,
  updated: rows.filter((r) => r.errors.length === 0 && r.action === 'update').length,
  rows,
  ...extra,
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sheet = (name = '员工.xlsx') => new File([new Uint8Array([80, 75, 3, 4])], name, { type: XLSX });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

const orgRoutes = {
  'GET /api/center/dept': { status: 200, data: DEPT_TREE },
  'GET /api/center/job': page([post(1, '采煤机司机')]),
} as const;

afterEach(() => useUserStore.setState({ roles: [], user: null }));

type User = ReturnType<typeof renderPage>['user'];

/** Opens the select or tree select and clicks the option shown with that title. */
async function choose(user: User, label: string, choice: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(choice);
  await user.click(options.find((el) => el.closest('.ant-select-dropdown'))!);
}

describe('添加员工', { timeout: 30_000 }, () => {
  it('adds one worker, then offers 继续添加 and 查看员工', async () => {
    signInAsEnterprise();
    const adapter = mockApi({
      ...orgRoutes,
      'POST /api/center/worker': { status: 201, data: worker(9, '赵六', { employeeNo: 'E009' }) },
    });
    const { user } = renderPage(<WorkerAddPage />, '/center/worker-add');

    await user.type(await screen.findByRole('textbox', { name: '工号' }), 'E009');
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '赵六');
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '123');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入正确的11位手机号码')).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/center/worker')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: '手机号码' }));
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '13900000009');
    await choose(user, '部门', '综采一队');
    await choose(user, '岗位', '采煤机司机');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已添加员工 赵六')).toBeInTheDocument();
    expect(JSON.parse(calls(adapter, 'post', '/api/center/worker')[0]!.data as string)).toMatchObject({
      employeeNo: 'E009',
      name: '赵六',
      phone: '13900000009',
      status: 'active',
      idCard: null,
      deptId: 2,
      postId: 1,
    });
    expect(screen.getByRole('link', { name: '查看员工' })).toHaveAttribute('href', '/center/worker');

    await user.click(screen.getByRole('button', { name: '继续添加' }));
    expect(await screen.findByRole('textbox', { name: '工号' })).toHaveValue('');
  });

  // Enter in 入职日期 submitting the form is a browser's implicit submission, which jsdom does not
  // do: e2e/tests/enterprise/org.spec.ts checks it in Chromium.
  it('requires a department and a post', async () => {
    signInAsEnterprise();
    const adapter = mockApi(orgRoutes);
    const { user } = renderPage(<WorkerAddPage />, '/center/worker-add');

    await user.type(await screen.findByRole('textbox', { name: '工号' }), 'E010');
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '钱七');
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '13900000010');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择部门')).toBeInTheDocument();
    expect(screen.getByText('请选择岗位')).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/center/worker')).toHaveLength(0);
  });

  it('after a failed save says what failed and that every value was kept on purpose', async () => {
    signInAsEnterprise();
    mockApi({
      ...orgRoutes,
      'POST /api/center/worker': {
        status: 409,
        data: {
          status: 409,
          message: '工号已存在',
          timestamp: 0,
          fieldErrors: { employeeNo: ['工号已存在'] },
        },
      },
    });
    const { user } = renderPage(<WorkerAddPage />, '/center/worker-add');

    await user.type(await screen.findByRole('textbox', { name: '工号' }), 'E001');
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '孙八');
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '13900000011');
    await choose(user, '部门', '通风科');
    await choose(user, '岗位', '采煤机司机');
    await user.click(screen.getByRole('button', { name: '保存' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('未保存：工号已存在');
    expect(alert).toHaveTextContent('下面仍是您刚才填写的全部内容');
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('孙八');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('');
    expect(screen.queryByText('未保存：工号已存在')).not.toBeInTheDocument();
  });

  it('previews a sheet with a bad row, refuses to import it, and imports the fixed sheet', async () => {
    signInAsEnterprise();
    const bad = row(3, {
      values: values('E103', '员工3', '123'),
      errors: ['手机号码：请输入正确的11位手机号码'],
      columns: ['手机号码'],
    });
    let sheets = 0;
    const adapter = mockApi({
      ...orgRoutes,
      'POST /api/center/worker/import': (config) => {
        const dryRun = (config.params as { dryRun: string }).dryRun === 'true';
        if (!dryRun)
          return { status: 200, data: result([], { dryRun: false, total: 2, created: 1, updated: 1 }) };
        sheets += 1;
        return {
          status: 200,
          data: sheets === 1 ? result([row(2), bad]) : result([row(2), row(3, { action: 'update' })]),
        };
      },
    });
    const { user } = renderPage(<WorkerAddPage />, '/center/worker-add?tab=import');

    expect(await screen.findByRole('button', { name: /下载模板/ })).toBeInTheDocument();
    await user.upload(fileInput(), sheet());

    const preview = await screen.findByRole('table', { name: '导入预览' });
    expect(screen.getByText('共 2 行')).toBeInTheDocument();
    expect(screen.getByText('1 行有错误')).toBeInTheDocument();
    expect(screen.getByText(FIX_AND_RETRY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认导入' })).toBeDisabled();
    const badRow = within(preview).getByRole('list', { name: '第 3 行的错误' }).closest('tr')!;
    expect(within(badRow).getByText('手机号码：请输入正确的11位手机号码')).toBeInTheDocument();
    expect(within(badRow).getByText('123')).toHaveAttribute('aria-invalid', 'true');
    expect(within(badRow).getByText('员工3')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: '重新上传' }));
    await user.upload(fileInput(), sheet());
    expect(await screen.findByText('将新增 1 人，更新 1 人')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认导入' }));

    expect(await screen.findByText('新增 1 人，更新 1 人')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看员工' })).toHaveAttribute('href', '/center/worker');
    const sent = calls(adapter, 'post', '/api/center/worker/import').map((c) => c.params as object);
    expect(sent).toEqual([{ dryRun: 'true' }, { dryRun: 'true' }, { dryRun: 'false' }]);
  });

  it('takes only xlsx files', async () => {
    signInAsEnterprise();
    const adapter = mockApi(orgRoutes);
    const { user } = renderPage(<WorkerAddPage />, '/center/worker-add?tab=import');
    await screen.findByRole('button', { name: /下载模板/ });
    await user.upload(fileInput(), new File(['a,b'], '员工.csv', { type: 'text/csv' }));
    expect(await screen.findByText(XLSX_ONLY)).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/center/worker/import')).toHaveLength(0);
  });
});
