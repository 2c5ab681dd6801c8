import type { CenterMenuItem } from '../../stores/user-store';
import { CENTER_GROUPS } from './center-menu';

// Kept apart from center-menu.ts, which the first load carries (route titles): only the centre's
// layout, loaded later, groups and filters the menu.

/**
 * Groups whose pages run an enterprise's own data: only enterprise accounts (type 2) see them.
 * Staff (type 3) and platform accounts keep 账号, 考核 and 收藏与点赞.
 */
const ENTERPRISE_GROUPS: readonly string[] = ['企业', '软件'];

/**
 * The items an account may use: all of them for an enterprise account, the others without the
 * enterprise's groups. (A flag, not the account type: this module is in the first load, which
 * must not pull in the contract and zod with it.)
 */
export function centerMenuFor(
  items: readonly CenterMenuItem[],
  enterpriseAccount: boolean,
): CenterMenuItem[] {
  return items.filter((it) => enterpriseAccount || !ENTERPRISE_GROUPS.includes(it.group));
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
