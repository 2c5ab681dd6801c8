import type { Menu } from '@coalsim/contract';

/** A menu row as the server lists it; `type` 0 directory, 1 page, 2 button. */
export const menu = (
  id: number,
  pid: number | null,
  title: string,
  type: number,
  hasChildren: boolean,
): Menu => ({
  id,
  pid,
  subCount: hasChildren ? 1 : 0,
  type,
  title,
  componentName: null,
  component: null,
  path: null,
  iFrame: false,
  cache: false,
  hidden: false,
  icon: null,
  menuSort: id,
  permission: null,
  createTime: '2024-05-01T08:00:00.000Z',
  hasChildren,
  leaf: !hasChildren,
  label: title,
});
