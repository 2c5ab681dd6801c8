import type { DeptNode } from '@coalsim/contract';

export interface DeptOption {
  value: number;
  title: string;
  children?: DeptOption[];
}

/** The enterprise's department tree as TreeSelect options (a disabled one still names its staff). */
export function deptOptions(tree: readonly DeptNode[]): DeptOption[] {
  return tree.map((n) => {
    const children = n.children?.length ? deptOptions(n.children) : undefined;
    return {
      value: n.id,
      title: n.enabled ? n.name : `${n.name}（停用）`,
      ...(children ? { children } : {}),
    };
  });
}
