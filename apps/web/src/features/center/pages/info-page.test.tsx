import type { CurrentUser } from '@coalsim/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../../stores/user-store';
import { renderPage } from '../../../testing/render-page';
import { InfoPage } from './info-page';

const user = (enterprise: CurrentUser['enterprise']): CurrentUser => ({
  id: 5,
  username: 'dongshan',
  nickName: '东山',
  role: enterprise ? 2 : 3,
  avatarName: null,
  email: null,
  phone: null,
  gender: null,
  enterprise,
  roles: ['ROLE_SYSTEM_DEFAULT'],
});

const enterpriseFact = () => screen.getByText('所属企业').closest('div')!;

afterEach(() => useUserStore.setState({ roles: [], user: null }));

describe('个人信息', () => {
  it('shows the enterprise with its verification', () => {
    useUserStore.setState({ user: user({ id: 7, name: '东山煤业', status: 'pending', rejectReason: null }) });
    renderPage(<InfoPage />, '/center/info');
    expect(within(enterpriseFact()).getByText('东山煤业')).toBeInTheDocument();
    expect(within(enterpriseFact()).getByText('待审核')).toBeInTheDocument();
  });

  it('says so when the account has no enterprise', () => {
    useUserStore.setState({ user: user(null) });
    renderPage(<InfoPage />, '/center/info');
    expect(within(enterpriseFact()).getByText('未加入企业')).toBeInTheDocument();
    expect(screen.queryByText('待审核')).not.toBeInTheDocument();
  });
});
