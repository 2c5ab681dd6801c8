import type { CurrentUser } from '@coalsim/contract';

import { useUserStore } from '../stores/user-store';

/** The demo enterprise's account (示例煤业集团, verified) signed in, for the centre's enterprise pages. */
export function signInAsEnterprise(extra: Partial<CurrentUser> = {}) {
  useUserStore.setState({
    user: {
      id: 5,
      username: 'enterprise',
      nickName: '示例煤业',
      role: 2,
      avatarName: null,
      email: null,
      phone: null,
      gender: null,
      enterprise: { id: 7, name: '示例煤业集团', status: 'verified', rejectReason: null },
      roles: ['ROLE_SYSTEM_DEFAULT'],
      ...extra,
    },
    roles: ['ROLE_SYSTEM_DEFAULT'],
  });
}
