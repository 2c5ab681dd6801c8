import { LAUNCH_URL_MESSAGE } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { dictReply, managedSoft, page, signInAsEnterprise } from '../testing/soft-fixtures';
import { MySoftAdminPage, NOT_VERIFIED_SUBMIT, SUBMITTED } from './my-soft-admin-page';

// The editor itself is tested in components/rich-text-editor; here a plain text box stands in for
// it, so the form's own rules and body are what is tested.
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

const STORED = {
  id: 31,
  name: 'cover.png',
  realName: 'cover.png',
  suffix: 'png',
  category: '图片',
  mimeType: 'image/png',
  size: 3,
  sha256: 'x',
  backend: 'local',
  url: '/file/cover-31.png',
  createBy: 'enterprise',
  createTime: '2026-05-01T08:00:00.000Z',
  updateTime: '2026-05-01T08:00:00.000Z',
};

async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' }, { timeout: 5_000 });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

async function choose(user: ReturnType<typeof renderPage>['user'], combobox: HTMLElement, choice: string) {
  await user.click(combobox);
  const option = (await screen.findAllByTitle(choice)).find((el) => el.closest('.ant-select-item-option'));
  await user.click(option!);
}

/** Types a whole value at once (a paste): antd's inputs re-render on every key, slowly under load. */
async function fill(user: ReturnType<typeof renderPage>['user'], box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

afterEach(() => useUserStore.setState({ roles: [], user: null, token: undefined }));

describe('应用管理', { timeout: 120_000 }, () => {
  it('lists the software with the URL’s filters and a rejection’s reason, and adds one', async () => {
    signInAsEnterprise();
    const adapter = mockApi({
      'GET /api/center/soft': page([
        managedSoft(1, '通风仿真', { status: 'rejected', statusReason: '截图不清晰' }),
        managedSoft(2, '提升机仿真', { status: 'assessing' }),
      ]),
      'GET /api/dictDetail': dictReply,
      'POST /api/localStorage/pictures': { status: 201, data: STORED },
      'POST /api/center/soft': { status: 201, data: managedSoft(3, '综采仿真') },
    });
    const { user, container } = renderPage(
      <MySoftAdminPage />,
      '/center/soft?status=rejected&category=mining',
    );

    const table = await screen.findByRole('table', { name: '我的软件' });
    const rejected = (await within(table).findByText('通风仿真')).closest('tr')!;
    expect(within(rejected).getByText('已驳回')).toBeInTheDocument();
    expect(within(rejected).getByText('驳回原因：截图不清晰')).toBeInTheDocument();
    expect(within(rejected).getByRole('button', { name: '提交考核 通风仿真' })).toBeInTheDocument();
    // Under assessment: nothing to change.
    const assessing = within(table).getByText('提升机仿真').closest('tr')!;
    expect(within(assessing).queryByRole('button', { name: /编辑/ })).not.toBeInTheDocument();
    expect(calls(adapter, 'get', '/api/center/soft')[0]?.params).toEqual({
      page: 0,
      size: 10,
      sort: ['updateTime,desc'],
      status: 'rejected',
      category: 'mining',
    });

    await user.click(screen.getByRole('button', { name: '新增软件' }));
    const dialog = await dialogTitled('新增软件');
    // Nothing filled in: every required field says what it needs, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    for (const text of [
      '请输入软件名称',
      '请选择软件分类',
      '请输入软件简介',
      '请输入软件介绍',
      '请输入版本号',
    ]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }

    await fill(user, within(dialog).getByRole('textbox', { name: '软件名称' }), ' 综采仿真 ');
    await choose(user, within(dialog).getByRole('combobox', { name: '软件分类' }), '采煤');
    await fill(user, within(dialog).getByRole('textbox', { name: '软件简介' }), '综采工作面实训');
    await fill(user, within(dialog).getByRole('textbox', { name: '软件介绍' }), '<p>介绍</p>');
    await fill(user, within(dialog).getByRole('textbox', { name: '版本号' }), '1.2.0');
    await fill(user, within(dialog).getByRole('textbox', { name: '启动地址' }), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(LAUNCH_URL_MESSAGE)).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/center/soft')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: '启动地址' }));
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: '启动地址' }),
      'https://sim.example.com/run',
    );
    await choose(user, within(dialog).getByRole('combobox', { name: '适用设备' }), 'VR 头显');
    const [coverInput] = container.ownerDocument.querySelectorAll<HTMLInputElement>(
      '[role="dialog"] input[type="file"]',
    );
    await user.upload(coverInput!, new File(['png'], 'cover.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: '封面' })).toHaveAttribute('src', STORED.url);

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(adapter, 'post', '/api/center/soft')).toHaveLength(1));
    expect(JSON.parse(calls(adapter, 'post', '/api/center/soft')[0]!.data as string)).toEqual({
      name: '综采仿真',
      category: 'mining',
      summary: '综采工作面实训',
      description: '<p>介绍</p>',
      version: '1.2.0',
      cover: STORED.url,
      screenshots: [],
      launchUrl: 'https://sim.example.com/run',
      deviceTypes: ['vr'],
    });
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
  });

  it('submits a draft for assessment once the enterprise is verified, and says why not before', async () => {
    signInAsEnterprise('pending');
    const adapter = mockApi({
      'GET /api/center/soft': page([managedSoft(1, '通风仿真')]),
      'GET /api/dictDetail': dictReply,
      'POST /api/center/soft/1/submit': { status: 201, data: {} },
    });
    const { user } = renderPage(<MySoftAdminPage />, '/center/soft');

    expect(await screen.findByText(NOT_VERIFIED_SUBMIT)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '提交考核 通风仿真' }));
    expect(
      await screen.findByText('暂不能提交考核', { selector: '.ant-modal-confirm-title' }),
    ).toBeInTheDocument();
    expect(calls(adapter, 'post', '/api/center/soft/1/submit')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '知道了' }));

    signInAsEnterprise('verified');
    await waitFor(() => expect(screen.queryByText(NOT_VERIFIED_SUBMIT)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '提交考核 通风仿真' }));
    await user.click(await screen.findByRole('button', { name: '提交' }));
    await waitFor(() => expect(calls(adapter, 'post', '/api/center/soft/1/submit')).toHaveLength(1));
    expect(await screen.findByText(SUBMITTED)).toBeInTheDocument();
  });

  it('says what to do when there is no software yet, and is for enterprise accounts only', async () => {
    signInAsEnterprise();
    mockApi({ 'GET /api/center/soft': page([]), 'GET /api/dictDetail': dictReply });
    const view = renderPage(<MySoftAdminPage />, '/center/soft');
    expect(await screen.findByRole('heading', { name: '还没有软件' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '新增软件' }).length).toBeGreaterThan(0);
    view.unmount();

    useUserStore.setState({ user: { ...useUserStore.getState().user!, role: 3, enterprise: null } });
    renderPage(<MySoftAdminPage />, '/center/soft');
    expect(await screen.findByRole('heading', { name: '应用管理仅面向企业用户' })).toBeInTheDocument();
  });
});
