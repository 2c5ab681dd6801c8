import type { Company, CurrentUser } from '@coalsim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { PENDING_NOTICE } from '../components/company-status';
import { CompanyPage } from './company-page';

const STALE = '企业信息已被他人修改，请刷新后再保存';

const company = (extra: Partial<Company> = {}): Company => ({
  id: 7,
  name: '东山煤业有限公司',
  creditCode: '91350100M000100Y43',
  type: '1',
  province: '山西省',
  city: '太原市',
  address: null,
  contact: '张经理',
  phone: '13800138000',
  status: 'pending',
  rejectReason: null,
  enabled: true,
  createTime: '2026-05-01T08:00:00.000Z',
  verifiedAt: null,
  logo: null,
  introduction: null,
  updateTime: '2026-05-01T08:00:00.000Z',
  ...extra,
});

const signedIn = (role: number, enterprise: CurrentUser['enterprise']): CurrentUser => ({
  id: 5,
  username: 'dongshan',
  nickName: '东山',
  role,
  avatarName: null,
  email: null,
  phone: null,
  gender: null,
  enterprise,
  roles: ['ROLE_SYSTEM_DEFAULT'],
});

const typeDict = {
  status: 200,
  data: {
    content: [
      { id: 1, dict: { id: 9, name: 'enterprise_type' }, label: '煤矿企业', value: '1', dictSort: 1 },
      { id: 2, dict: { id: 9, name: 'enterprise_type' }, label: '培训机构', value: '4', dictSort: 4 },
    ],
    totalElements: 2,
  },
};

function signInAs(status: Company['status'], rejectReason: string | null = null) {
  useUserStore.setState({
    user: signedIn(2, { id: 7, name: '东山煤业有限公司', status, rejectReason }),
    roles: ['ROLE_SYSTEM_DEFAULT'],
  });
}

const alertTitled = (title: string) =>
  screen.findAllByRole('alert').then((alerts) => alerts.find((a) => a.textContent?.includes(title))!);

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('企业信息', { timeout: 20_000 }, () => {
  it('shows a rejection with its reason, and resubmits for review', async () => {
    signInAs('rejected', '营业执照照片不清晰');
    const adapter = mockApi({
      'GET /api/center/company': {
        status: 200,
        data: company({ status: 'rejected', rejectReason: '营业执照照片不清晰' }),
      },
      'GET /api/dictDetail': typeDict,
      'POST /api/center/company/resubmit': {
        status: 200,
        data: company({ status: 'pending', updateTime: '2026-05-03T08:00:00.000Z' }),
      },
    });
    const { user } = renderPage(<CompanyPage />, '/center/company');

    const rejected = await alertTitled('未通过审核');
    expect(rejected).toHaveTextContent('原因：营业执照照片不清晰');
    expect(rejected).toHaveTextContent(/修改下方的企业资料并保存/);
    expect(screen.getByLabelText('企业名称')).toHaveValue('东山煤业有限公司');
    expect(screen.getByLabelText('统一社会信用代码')).toBeEnabled();

    // Unsaved edits first: the reviewer would not see them.
    await user.type(screen.getByLabelText('地址'), '迎泽大街 1 号');
    await user.click(within(rejected).getByRole('button', { name: '重新提交审核' }));
    expect(await screen.findByText('请先保存对企业资料的修改，再重新提交审核')).toBeInTheDocument();
    expect(adapter.mock.calls.some(([c]) => c.method === 'post')).toBe(false);

    await user.clear(screen.getByLabelText('地址'));
    await user.click(within(rejected).getByRole('button', { name: '重新提交审核' }));
    const pending = await alertTitled('企业资料已提交，等待平台审核');
    // What already works (staff) and what waits for the review (accounts, applications), as the
    // server's gates have it; not "staff management opens after approval".
    expect(pending).toHaveTextContent(PENDING_NOTICE);
    expect(PENDING_NOTICE).toContain('添加或导入员工');
    expect(screen.queryByText(/营业执照照片不清晰/)).not.toBeInTheDocument();
    // The session follows, so 个人信息 shows 待审核 too.
    expect(useUserStore.getState().user?.enterprise).toMatchObject({ status: 'pending', rejectReason: null });
  });

  it('locks the name and the code once verified and sends back the version it read', async () => {
    signInAs('verified');
    const adapter = mockApi({
      'GET /api/center/company': {
        status: 200,
        data: company({ status: 'verified', verifiedAt: '2026-05-02T09:30:00.000Z' }),
      },
      'GET /api/dictDetail': typeDict,
      'PUT /api/center/company': (config) => ({
        status: 200,
        data: {
          ...company({ status: 'verified' }),
          ...JSON.parse(String(config.data)),
          updateTime: '2026-05-04T08:00:00.000Z',
        },
      }),
    });
    const { user } = renderPage(<CompanyPage />, '/center/company');

    expect(await alertTitled('已通过平台认证')).toBeInTheDocument();
    expect(screen.getByLabelText('统一社会信用代码')).toBeDisabled();
    expect(screen.getByLabelText('企业名称')).toBeDisabled();
    expect(screen.getByText('已认证企业的名称不能修改，如需变更请联系平台管理员')).toBeInTheDocument();
    const phone = screen.getByLabelText('联系电话');
    await user.clear(phone);
    await user.type(phone, '2380013800');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入正确的11位手机号码')).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '13900139000');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('企业信息已保存')).toBeInTheDocument();
    const put = adapter.mock.calls.find(([c]) => c.method === 'put')?.[0];
    expect(JSON.parse(String(put?.data))).toEqual({
      name: '东山煤业有限公司',
      creditCode: '91350100M000100Y43',
      type: '1',
      province: '山西省',
      city: '太原市',
      address: null,
      contact: '张经理',
      phone: '13900139000',
      introduction: null,
      updateTime: '2026-05-01T08:00:00.000Z',
    });
  });

  it('picks the region from the cascader, edits the introduction and uploads a logo', async () => {
    signInAs('verified');
    const adapter = mockApi({
      'GET /api/center/company': { status: 200, data: company({ status: 'verified' }) },
      'GET /api/dictDetail': typeDict,
      'POST /api/center/company/logo': {
        status: 200,
        data: company({ status: 'verified', logo: '/file/logo.png' }),
      },
    });
    const { user } = renderPage(<CompanyPage />, '/center/company');

    expect(await screen.findByText('山西省 / 太原市')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '企业简介' })).toHaveValue('');
    const logo = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(logo, new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: '企业标志' })).toHaveAttribute('src', '/file/logo.png');
    expect(
      adapter.mock.calls.some(([c]) => c.method === 'post' && c.url === '/api/center/company/logo'),
    ).toBe(true);
  });

  it('says when someone saved first, and reloads the newest version', async () => {
    signInAs('pending');
    let reads = 0;
    const adapter = mockApi({
      'GET /api/center/company': () => {
        reads += 1;
        return {
          status: 200,
          data:
            reads === 1 ? company() : company({ contact: '李主任', updateTime: '2026-05-05T08:00:00.000Z' }),
        };
      },
      'GET /api/dictDetail': typeDict,
      'PUT /api/center/company': { status: 409, data: { status: 409, message: STALE, timestamp: 0 } },
    });
    const { user } = renderPage(<CompanyPage />, '/center/company');

    expect(await alertTitled('企业资料已提交，等待平台审核')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('联系人'));
    await user.type(screen.getByLabelText('联系人'), '王工');
    await user.click(screen.getByRole('button', { name: '保存' }));

    const stale = await alertTitled(STALE);
    await user.click(within(stale).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getByLabelText('联系人')).toHaveValue('李主任'));
    expect(screen.queryByText(STALE)).not.toBeInTheDocument();
    expect(
      adapter.mock.calls.filter(([c]) => c.url === '/api/center/company' && c.method === 'get'),
    ).toHaveLength(2);
  });

  it('tells other accounts the page is for enterprise users, without asking the server', async () => {
    useUserStore.setState({ user: signedIn(3, null), roles: ['ROLE_SYSTEM_DEFAULT'] });
    const adapter = mockApi({});
    renderPage(<CompanyPage />, '/center/company');

    expect(await screen.findByRole('heading', { name: '企业信息仅面向企业用户' })).toBeInTheDocument();
    expect(adapter).not.toHaveBeenCalled();
  });
});
