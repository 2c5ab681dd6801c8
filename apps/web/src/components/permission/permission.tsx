import type { ReactNode } from 'react';

import { checkPermission } from '../../lib/permission';
import { useUserStore } from '../../stores/user-store';

/** Reads the signed-in user's permission strings against a list (see checkPermission). */
export function useCheckPermission(): (value: readonly string[]) => boolean {
  const roles = useUserStore((s) => s.roles);
  return (value) => checkPermission(roles, value);
}

/**
 * The React form of the spec's permission directive: renders its children only when one of the
 * user's roles is listed, and nothing otherwise. `value` must be a list.
 */
export function Permission({ value, children }: { value: readonly string[]; children: ReactNode }) {
  const roles = useUserStore((s) => s.roles);
  return checkPermission(roles, value) ? <>{children}</> : null;
}
