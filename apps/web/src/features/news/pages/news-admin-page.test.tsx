import type { AdminNews } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { NewsAdminPage } from './news-admin-page';

// The editor itself is tested in components/rich-text-editor; a plain text box stands in for it.
vi.mock('../../../components/rich-text-editor/rich-text-editor', () => ({
  RichTextEditor: ({
    value,
    onChange,
    id,
    'aria-label': label,
  }: {
    value?: string;
    onChange?: (v: string) => void;
    id?: string;
    'aria-label'?: string;
  }) => (
    <textarea id={id} aria-label={label} value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} />
  ),
}));

type Adapter = { mock: { calls: [InternalAxiosRequestConfig][] } };
const calls = (adapter: Adapter, method: string, url: string) =>
  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);

const TIME = '2026-05-01T08:00:00.000Z';
const news = (id: number, title: string, extra: Partial<AdminNews> = {}): AdminNews => ({
  id,
  title,
  category: 'industry',
  cover: null,
  summary: `${title}摘要`,
  content: '<p>正文</p>',
  author: '平台编辑部',
  status: 'published',
  publishedAt: TIME,
  views: 12,
  createTime: TIME,
  updateTime: TIME,
  ...extra,
});

const dict = {
  status: 200,
  data: {
    content: [
      { id: 1, dict: { id: 1, name: 'news_type' }, label: '行业动态', value: 'industry', dictSort: 1 },
      { id: 2, dict: { id: 1, name: 'news_type' }, label: '平台公告', value: 'notice', dictSort: 2 },
    ],
    totalElements: 2,
  },
};

async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' }, { timeout: 5_000 });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

async function fill(user: ReturnType<typeof renderPage>['user'], box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('资讯管理', { timeout: 90_000 }, () => {
  it('lists news with the URL’s filters and adds one: rules first, then the right body', async () => {
    useUserStore.setState({ roles: ['news:list', 'news:add', 'news:edit', 'news:del'] });
    const adapter = mockApi({
      'GET /api/news': {
        status: 200,
        data: { content: [news(1, '平台上线公告', { status: 'draft' })], totalElements: 1 },
      },
      'GET /api/dictDetail': dict,
      'POST /api/news': { status: 201, data: news(2, '新资讯') },
    });
    const { user } = renderPage(<NewsAdminPage />, '/platform/news?category=notice&status=draft');

    const table = await screen.findByRole('table', { name: '资讯' });
    const row = (await within(table).findByText('平台上线公告')).closest('tr')!;
    expect(within(row).getByText('草稿')).toBeInTheDocument();
    expect(calls(adapter, 'get', '/api/news')[0]?.params).toEqual({
      page: 0,
      size: 10,
      sort: ['id,desc'],
      category: 'notice',
      status: 'draft',
    });

    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await dialogTitled('新增资讯');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    for (const text of ['请输入标题', '请选择分类', '请输入作者', '请输入摘要', '请输入正文']) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    expect(calls(adapter, 'post', '/api/news')).toHaveLength(0);

    await fill(user, within(dialog).getByRole('textbox', { name: '标题' }), ' 仿真平台开放软件接入 ');
    await user.click(within(dialog).getByRole('combobox', { name: '分类' }));
    const option = (await screen.findAllByTitle('平台公告')).find((el) =>
      el.closest('.ant-select-item-option'),
    );
    await user.click(option!);
    await fill(user, within(dialog).getByRole('textbox', { name: '作者' }), '平台编辑部');
    await user.click(within(dialog).getByRole('radio', { name: '已发布' }));
    await fill(user, within(dialog).getByRole('textbox', { name: '摘要' }), '企业可提交软件接入申请');
    await fill(user, within(dialog).getByRole('textbox', { name: '正文' }), '<p>欢迎提交</p>');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(calls(adapter, 'post', '/api/news')).toHaveLength(1));
    expect(JSON.parse(calls(adapter, 'post', '/api/news')[0]!.data as string)).toEqual({
      title: '仿真平台开放软件接入',
      category: 'notice',
      cover: null,
      summary: '企业可提交软件接入申请',
      content: '<p>欢迎提交</p>',
      author: '平台编辑部',
      status: 'published',
      publishedAt: null,
    });
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
  });

  it('edits against the loaded version and deletes after confirming', async () => {
    useUserStore.setState({ roles: ['news:list', 'news:edit', 'news:del'] });
    const item = news(1, '平台上线公告');
    const adapter = mockApi({
      'GET /api/news': { status: 200, data: { content: [item], totalElements: 1 } },
      'GET /api/dictDetail': dict,
      'PUT /api/news': { status: 200, data: item },
      'DELETE /api/news': { status: 200, data: {} },
    });
    const { user } = renderPage(<NewsAdminPage />, '/platform/news');

    // Without news:add there is no 新增.
    await user.click(await screen.findByRole('button', { name: '编辑 平台上线公告' }));
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    const dialog = await dialogTitled('编辑资讯');
    expect(within(dialog).getByRole('textbox', { name: '正文' })).toHaveValue('<p>正文</p>');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(adapter, 'put', '/api/news')).toHaveLength(1));
    expect(JSON.parse(calls(adapter, 'put', '/api/news')[0]!.data as string)).toMatchObject({
      id: 1,
      updateTime: TIME,
      title: '平台上线公告',
      status: 'published',
      publishedAt: TIME,
    });

    await user.click(screen.getByRole('button', { name: '删除 平台上线公告' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(adapter, 'delete', '/api/news')).toHaveLength(1));
    expect(JSON.parse(calls(adapter, 'delete', '/api/news')[0]!.data as string)).toEqual([1]);
  });
});
