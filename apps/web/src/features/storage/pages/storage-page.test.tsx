import type { StorageFile } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { S3_SETUP_HINT } from '../components/s3-config-summary';
import { FILE_SIZE_MESSAGE } from '../components/upload-file-modal';
import { StoragePage } from './storage-page';

const file = (id: number, name: string, extra: Partial<StorageFile> = {}): StorageFile => ({
  id,
  name,
  realName: `${name}.png`,
  suffix: 'png',
  category: '图片',
  mimeType: 'image/png',
  size: 1536,
  sha256: 'a'.repeat(64),
  backend: 'local',
  url: `/file/${id}abc.png`,
  createBy: 'admin',
  createTime: '2026-05-01T08:00:00.000Z',
  updateTime: '2026-05-01T08:00:00.000Z',
  ...extra,
});

const ROWS = [
  file(3, '井下巷道照片'),
  file(2, '安全生产报告', {
    realName: 'report-2026.pdf',
    suffix: 'pdf',
    category: '文档',
    mimeType: 'application/pdf',
    size: 3 * 1024 * 1024,
    backend: 's3',
    url: 'https://bucket.example.com/2abc.pdf',
    createBy: 'operator',
  }),
];

const page = (content: StorageFile[]) => ({ status: 200, data: { content, totalElements: content.length } });
const notConfigured = {
  status: 200,
  data: { configured: false, endpoint: null, bucket: null, region: null },
};

const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

const calls = (adapter: { mock: { calls: [InternalAxiosRequestConfig][] } }, method: string, url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);

/** antd's ids are all "test-id" under test, so dialogs are found by their title's text. */
async function dialogTitled(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title, {}, { timeout: 5_000 })).closest<HTMLElement>('[role="dialog"]')!;
}

/** The dialog's hidden file input (antd's Upload has no label of its own). */
const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('存储管理', { timeout: 20_000 }, () => {
  it('lists the files filtered from the URL, without upload, edit or delete for viewers', async () => {
    useUserStore.setState({ roles: ['storage:list'] });
    const adapter = mockApi({ 'GET /api/localStorage': page(ROWS) });
    const { router, user } = renderPage(
      <StoragePage />,
      '/sys-tools/storage?category=图片&createTime=2026-05-01 00:00:00&createTime=2026-05-31 23:59:59&sort=size,desc',
    );

    const table = await screen.findByRole('table', { name: '文件列表' });
    const photo = (await within(table).findByText('井下巷道照片')).closest('tr')!;
    expect(within(photo).getByText('图片 · png')).toBeInTheDocument();
    expect(within(photo).getByText('1.5 KB')).toBeInTheDocument();
    expect(within(photo).getByText('本地')).toBeInTheDocument();
    expect(within(photo).getByRole('img', { name: '井下巷道照片' })).toHaveAttribute('src', '/file/3abc.png');
    // Not by role: jsdom takes seconds to name a link among antd's styles.
    expect(within(photo).getByText('下载').closest('a')).toHaveAttribute('href', '/file/3abc.png');
    const report = within(table).getByText('安全生产报告').closest('tr')!;
    expect(within(report).getByText('report-2026.pdf')).toBeInTheDocument();
    expect(within(report).getByText('3 MB')).toBeInTheDocument();
    expect(within(report).getByText('S3')).toBeInTheDocument();
    expect(within(report).getByText('operator')).toBeInTheDocument();
    // Only pictures have a preview.
    expect(within(report).queryByRole('button', { name: /^预览/ })).not.toBeInTheDocument();

    expect(calls(adapter, 'get', '/api/localStorage').at(-1)?.params).toEqual({
      page: 0,
      size: 10,
      sort: ['size,desc'],
      category: '图片',
      createTime: ['2026-05-01 00:00:00', '2026-05-31 23:59:59'],
    });
    expect(screen.getByRole('columnheader', { name: /大小/ })).toHaveAttribute('aria-sort', 'descending');

    // storage:list only: 导出, 预览 and 下载, but no 上传, 编辑, 删除 or selection.
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '上传' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /编辑/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    // The S3 view asks for nothing until it is shown.
    expect(adapter.mock.calls.some(([c]) => c.url?.startsWith('/api/qiNiuContent'))).toBe(false);

    // The search box applies on Enter, from page 1, keeping the other filters.
    await user.type(screen.getByRole('textbox', { name: '搜索文件' }), '巷道{Enter}');
    await waitFor(() =>
      expect(search(router)).toEqual({
        blurry: '巷道',
        category: '图片',
        createTime: '2026-05-31 23:59:59',
        sort: 'size,desc',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).getAll('createTime')).toHaveLength(2);
    await waitFor(() =>
      expect(calls(adapter, 'get', '/api/localStorage').at(-1)?.params).toMatchObject({ blurry: '巷道' }),
    );
  });

  it('opens a picture’s full-size preview from 预览', async () => {
    useUserStore.setState({ roles: ['storage:list'] });
    mockApi({ 'GET /api/localStorage': page(ROWS) });
    const { user } = renderPage(<StoragePage />, '/sys-tools/storage');

    await user.click(await screen.findByRole('button', { name: '预览 井下巷道照片' }, { timeout: 5_000 }));
    await waitFor(() =>
      expect(document.querySelector('.ant-image-preview img')).toHaveAttribute('src', '/file/3abc.png'),
    );
  });

  it('says what to do when there is nothing yet', async () => {
    useUserStore.setState({ roles: ['storage:list', 'storage:add'] });
    mockApi({ 'GET /api/localStorage': page([]) });
    renderPage(<StoragePage />, '/sys-tools/storage');

    expect(await screen.findByRole('heading', { name: '暂无文件' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(/点击“上传”添加/)).toBeInTheDocument();
  });

  it('uploads a file with its display name as multipart, showing the limit first', async () => {
    useUserStore.setState({ roles: ['storage:list', 'storage:add'] });
    const adapter = mockApi({
      'GET /api/localStorage': page([]),
      'POST /api/localStorage': { status: 201, data: file(9, '主井照片') },
    });
    const { user } = renderPage(<StoragePage />, '/sys-tools/storage');

    await user.click(await screen.findByRole('button', { name: '上传' }, { timeout: 5_000 }));
    const dialog = await dialogTitled('上传文件');
    expect(within(dialog).getByText(/单个文件不超过 100MB/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('文件名称'), '主井照片');
    const picture = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'shaft.png', {
      type: 'image/png',
    });
    await user.upload(fileInput(dialog), picture);
    expect(await within(dialog).findByText('shaft.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '上传' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    const post = calls(adapter, 'post', '/api/localStorage')[0]!;
    const body = post.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('主井照片');
    expect((body.get('file') as File).name).toBe('shaft.png');
    // The list is read again, so the new file appears.
    await waitFor(() => expect(calls(adapter, 'get', '/api/localStorage')).toHaveLength(2));
  });

  it('refuses a file over the limit before sending it, and asks for a file', async () => {
    useUserStore.setState({ roles: ['admin'] });
    const adapter = mockApi({ 'GET /api/localStorage': page([]) });
    const { user } = renderPage(<StoragePage />, '/sys-tools/storage');

    await user.click(await screen.findByRole('button', { name: '上传' }, { timeout: 5_000 }));
    const dialog = await dialogTitled('上传文件');
    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    expect(await within(dialog).findByText('请选择要上传的文件')).toBeInTheDocument();

    const huge = new File(['x'], 'mine-survey.zip', { type: 'application/zip' });
    Object.defineProperty(huge, 'size', { value: 100 * 1024 * 1024 + 1 });
    await user.upload(fileInput(dialog), huge);
    expect(await within(dialog).findByText(FILE_SIZE_MESSAGE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    expect(await within(dialog).findByText(FILE_SIZE_MESSAGE)).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/localStorage')).toHaveLength(0);
  });

  it('puts the server’s refusal under its field', async () => {
    useUserStore.setState({ roles: ['admin'] });
    mockApi({
      'GET /api/localStorage': page([]),
      'POST /api/localStorage': {
        status: 400,
        data: {
          status: 400,
          message: '不支持的文件类型',
          timestamp: 0,
          fieldErrors: { file: ['不支持的文件类型'] },
        },
      },
    });
    const { user } = renderPage(<StoragePage />, '/sys-tools/storage');

    await user.click(await screen.findByRole('button', { name: '上传' }, { timeout: 5_000 }));
    const dialog = await dialogTitled('上传文件');
    // Named as a text file (the picker's filter lets it through); the server reads the bytes.
    await user.upload(fileInput(dialog), new File(['MZ\x90\x00'], 'notes.txt', { type: 'text/plain' }));
    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    expect(await within(dialog).findByText('不支持的文件类型')).toBeInTheDocument();
  });

  it('renames a file and deletes files after confirming', async () => {
    useUserStore.setState({ roles: ['storage:list', 'storage:edit', 'storage:del'] });
    const adapter = mockApi({
      'GET /api/localStorage': page(ROWS),
      'PUT /api/localStorage': { status: 200, data: file(3, '主井巷道照片') },
      'DELETE /api/localStorage': { status: 200, data: {} },
    });
    const { user } = renderPage(<StoragePage />, '/sys-tools/storage');

    await user.click(await screen.findByRole('button', { name: '编辑 井下巷道照片' }, { timeout: 5_000 }));
    const dialog = await dialogTitled('编辑文件');
    const name = within(dialog).getByLabelText('文件名称');
    expect(name).toHaveValue('井下巷道照片');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入文件名称')).toBeInTheDocument();
    await user.type(name, '主井巷道照片');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('编辑成功')).toBeInTheDocument();
    expect(JSON.parse(String(calls(adapter, 'put', '/api/localStorage')[0]?.data))).toEqual({
      id: 3,
      name: '主井巷道照片',
    });

    await user.click(screen.getByRole('checkbox', { name: '选择 井下巷道照片' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 安全生产报告' }));
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText(/确定删除选中的 2 个文件吗？/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(JSON.parse(String(calls(adapter, 'delete', '/api/localStorage')[0]?.data))).toEqual([3, 2]);
  });

  it('S3: says how to configure it and offers no upload until it is', async () => {
    useUserStore.setState({ roles: ['admin'] });
    mockApi({
      'GET /api/localStorage': page(ROWS),
      'GET /api/qiNiuContent/config': notConfigured,
      'GET /api/qiNiuContent': page([]),
    });
    const { router, user } = renderPage(<StoragePage />, '/sys-tools/storage');

    // The radio itself is hidden under antd's segment; people click its label.
    const s3 = await screen.findByRole('radio', { name: 'S3 存储' }, { timeout: 5_000 });
    await user.click(s3.closest('label')!);
    expect(s3).toBeChecked();
    expect(search(router)).toEqual({ tab: 's3' });
    expect(await screen.findByText('未启用 S3 存储')).toBeInTheDocument();
    expect(screen.getByText(S3_SETUP_HINT)).toBeInTheDocument();
    expect(S3_SETUP_HINT).toContain('STORAGE=s3');
    const panel = screen.getByRole('region', { name: 'S3 存储' });
    expect(within(panel).queryByRole('button', { name: '上传' })).not.toBeInTheDocument();
    expect(await within(panel).findByRole('heading', { name: '暂无文件' })).toBeInTheDocument();
  });

  it('S3: shows the store, lists its files, uploads to it and deletes from it', async () => {
    useUserStore.setState({ roles: ['admin'] });
    const s3Row = file(5, '通风系统图', { backend: 's3', url: 'https://bucket.example.com/5abc.png' });
    const adapter = mockApi({
      'GET /api/qiNiuContent/config': {
        status: 200,
        data: {
          configured: true,
          endpoint: 'https://s3.example.com',
          bucket: 'coalsim',
          region: 'cn-north-1',
        },
      },
      'GET /api/qiNiuContent': page([s3Row]),
      'POST /api/qiNiuContent': { status: 201, data: s3Row },
      'DELETE /api/qiNiuContent': { status: 200, data: {} },
    });
    const { user } = renderPage(<StoragePage />, '/sys-tools/storage?tab=s3&sblurry=通风');

    const panel = await screen.findByRole('region', { name: 'S3 存储' }, { timeout: 5_000 });
    expect(await within(panel).findByText('coalsim')).toBeInTheDocument();
    expect(within(panel).getByText('https://s3.example.com')).toBeInTheDocument();
    expect(await within(panel).findByText('通风系统图')).toBeInTheDocument();
    expect(calls(adapter, 'get', '/api/qiNiuContent').at(-1)?.params).toEqual({
      page: 0,
      size: 10,
      blurry: '通风',
    });
    // The other view was never shown, so its list was never asked for.
    expect(calls(adapter, 'get', '/api/localStorage')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: '上传' }));
    const dialog = await dialogTitled('上传到 S3');
    await user.upload(fileInput(dialog), new File(['%PDF'], 'vent.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    const body = calls(adapter, 'post', '/api/qiNiuContent')[0]?.data as FormData;
    expect(body.get('name')).toBeNull();
    expect((body.get('file') as File).name).toBe('vent.pdf');

    await user.click(within(panel).getByRole('button', { name: '删除 通风系统图' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(JSON.parse(String(calls(adapter, 'delete', '/api/qiNiuContent')[0]?.data))).toEqual([5]);
  });
});
