import type { CenterMenuItem } from '../../stores/user-store';
import { CENTER_GROUPS } from './center-menu';

// Kept apart from center-menu.ts, which the first load carries (route titles): only the centre's
// layout, loaded later, groups and filters the menu.

/**
 * Groups shown to some account types only (the others are everyone's): the 企业 and 软件 pages run
 * an enterprise's own data (type 2); 培训 is a staff member's own training (type 3). Platform
 * accounts keep 账号, 考核 and 收藏与点赞.
 */
const GROUP_ACCOUNT_TYPES: Readonly<Record<string, readonly number[]>> = {
  企业: [2],
  软件: [2],
  培训: [3],
};

/**
 * The items an account of `accountType` may use. (A number, not the contract's ACCOUNT_TYPE: this
 * module is in the first load, which must not pull in the contract and zod with it.)
 */
export function centerMenuFor(
  items: readonly CenterMenuItem[],
  accountType: number | undefined,
): CenterMenuItem[] {
  return items.filter((it) => {
    const only = GROUP_ACCOUNT_TYPES[it.group];
    return !only || (accountType !== undefined && only.includes(accountType));
  });
}

export interface CenterMenuGroup {
  group: string;
  items: CenterMenuItem[];
}

/** Items by group, groups in CENTER_GROUPS order (unknown groups last), items in menu order. */
export function groupCenterMenu(items: readonly CenterMenuItem[]): CenterMenuGroup[] {
  const order = (g: string) => {
    const i = (CENTER_GROUPS as readonly string[]).indexOf(g);
    return i === -1 ? CENTER_GROUPS.length : i;
  };
  const groups = new Map<string, CenterMenuItem[]>();
  for (const it of items) groups.set(it.group, [...(groups.get(it.group) ?? []), it]);
  return [...groups.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([group, groupItems]) => ({ group, items: groupItems }));
}
