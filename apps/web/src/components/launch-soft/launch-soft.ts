import type { launchSoft, SoftLaunch } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../lib/api-client';

// The contract's path, checked by the compiler; a type-only import keeps zod out of /soft/detail.
const PATH: (typeof launchSoft)['path'] = '/api/portal/soft/:id/launch';

/**
 * 启动软件: a single-use ticket for this account and software, as the launch address to open.
 * Silent: a refusal (no grant, an individual account) is said next to the button, by the caller.
 */
export function launchSoftNow({ softId, planId }: { softId: number; planId?: number }): Promise<SoftLaunch> {
  return api.post<SoftLaunch>(PATH.replace(':id', String(softId)), planId ? { planId } : {}, {
    silent: true,
  });
}

export function useLaunchSoft() {
  return useMutation({ mutationFn: launchSoftNow });
}
