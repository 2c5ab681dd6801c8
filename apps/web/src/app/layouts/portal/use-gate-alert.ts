import { App } from 'antd';
import { useCallback } from 'react';

import { useUserStore } from '../../../stores/user-store';
import { decideGate } from './portal-gate';

/**
 * Returns a check to run before going to a portal path: true when the way is open; otherwise it
 * shows the spec's alert (a modal titled 提示) and returns false, so the caller stays put.
 */
export function useGateCheck(): (pathname: string) => boolean {
  const { modal } = App.useApp();
  return useCallback(
    (pathname: string) => {
      const { token, user } = useUserStore.getState();
      const decision = decideGate(pathname, { signedIn: Boolean(token), role: user?.role });
      if (decision.kind === 'open') return true;
      void modal.warning({ title: decision.title, content: decision.text, okText: '确定' });
      return false;
    },
    [modal],
  );
}
