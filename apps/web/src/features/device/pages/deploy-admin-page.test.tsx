import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { SUPER_ADMIN } from '../../../testing/admin-session';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { deployPackage, page } from '../testing/device-fixtures';
import { DeployAdminPage } from './deploy-admin-page';

function signInAsStaff(roles: string[]) {
  useUserStore.setState({ user: { ...SUPER_ADMIN, roles }, roles });
}

afterEach(() => useUserStore.setState({ roles: [], user: null }));

const SOFTS = page([{ id: 4, name: '综采工作面仿真' }]);

const zip = (name: string, bytes?: number) => {
  const file = new File(['PK'], name, { type: 'application/zip' });
  if (bytes !== undefined) Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

describe('部署管理', { timeout: 30_000 }, () => {
  it('lists packages with size and a shortened sha256, filtered by the URL’s software', async () => {
    signInAsStaff(['deploy:list']);
    const adapter = mockApi({
      'GET /api/portal/soft': SOFTS,
      'GET /api/deploy': page([deployPackage(1)]),
    });
    renderPage(<DeployAdminPage />, '/tools/deploy?softId=4');
    const table = await screen.findByRole('table', { name: '部署包' });
    const row = (await within(table).findByText('fully-mechanized-2.1.0.zip')).closest('tr')!;
    expect(within(row).getByText('12.0 MB')).toBeInTheDocument();
    expect(within(row).getByText('a3f1c2d4e5b6…')).toBeInTheDocument();
    const listed = adapter.mock.calls.map(([c]) => c).find((c) => c.url === '/api/deploy');
    expect(listed?.params).toMatchObject({ softId: '4' });
    // Without deploy:add and deploy:del: nothing to upload or delete.
    expect(screen.queryByRole('button', { name: /上\s*传/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
  });

  it('uploads a zip with its fields before the file, and refuses one over 500 MB', async () => {
    signInAsStaff(['deploy:list', 'deploy:add']);
    const adapter = mockApi({
      'GET /api/portal/soft': SOFTS,
      'GET /api/deploy': page([]),
      'POST /api/deploy/upload': { status: 201, data: deployPackage(2, { version: '2.2.0' }) },
    });
    const { user } = renderPage(<DeployAdminPage />, '/tools/deploy');
    expect(await screen.findByText('还没有部署包')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /上\s*传/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('上传部署包');

    await user.click(within(dialog).getByLabelText('软件'));
    await user.click(await screen.findByTitle('综采工作面仿真'));
    await user.type(within(dialog).getByLabelText('版本号'), '2.2.0');
    await user.type(within(dialog).getByLabelText('说明'), '新增放顶煤工况');
    // The upload box renews its input after each choice: look it up each time.
    const fileInput = () => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(fileInput(), zip('huge.zip', 600 * 1024 * 1024));
    expect(await within(dialog).findByText('部署包不能超过 500 MB')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('huge.zip');
    await user.upload(fileInput(), zip('fully-mechanized-2.2.0.zip'));
    expect(within(dialog).queryByText('部署包不能超过 500 MB')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /上\s*传/ }));

    await waitFor(() => {
      const post = adapter.mock.calls.map(([c]) => c).find((c) => c.method === 'post');
      expect(post?.data).toBeInstanceOf(FormData);
    });
    const form = adapter.mock.calls.map(([c]) => c).find((c) => c.method === 'post')!.data as FormData;
    expect([...form.keys()]).toEqual(['softId', 'version', 'description', 'file']);
    expect(form.get('softId')).toBe('4');
    expect(form.get('version')).toBe('2.2.0');
    expect(form.get('description')).toBe('新增放顶煤工况');
    expect((form.get('file') as File).name).toBe('fully-mechanized-2.2.0.zip');
    // The dialog closes with a word of what was kept (it used to close silently).
    expect(
      await screen.findByText(
        '已上传 综采工作面仿真 2.2.0 的部署包，获得授权的企业可在“设备控制”中更新到设备',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a package after confirmation', async () => {
    signInAsStaff(['deploy:list', 'deploy:del']);
    const adapter = mockApi({
      'GET /api/portal/soft': SOFTS,
      'GET /api/deploy': page([deployPackage(1)]),
      'DELETE /api/deploy': { status: 200 },
    });
    const { user } = renderPage(<DeployAdminPage />, '/tools/deploy');
    await user.click(await screen.findByRole('button', { name: '删除 综采工作面仿真 2.1.0' }));
    const confirm = await screen.findByText(/确定删除 综采工作面仿真 2.1.0 的部署包吗/);
    await user.click(
      within(confirm.closest('.ant-modal')! as HTMLElement).getByRole('button', { name: /确\s*定/ }),
    );
    await waitFor(() => {
      const removed = adapter.mock.calls.map(([c]) => c).find((c) => c.method === 'delete');
      expect(JSON.parse(removed?.data as string)).toEqual([1]);
    });
  });
});
