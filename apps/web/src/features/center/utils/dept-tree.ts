import type { DeptNode } from '@coalsim/contract';

/** Every node of the tree, parents before their children. */
export function flattenDepts(tree: readonly DeptNode[], out: DeptNode[] = []): DeptNode[] {
  for (const node of tree) {
    out.push(node);
    if (node.children) flattenDepts(node.children, out);
  }
  return out;
}

/** The ids of the nodes that have children: what "expand all" opens. */
export function parentDeptIds(tree: readonly DeptNode[]): number[] {
  return flattenDepts(tree)
    .filter((n) => (n.children?.length ?? 0) > 0)
    .map((n) => n.id);
}

export interface DeptOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: DeptOption[];
}

/**
 * The tree as TreeSelect options. `exclude` (the department being edited) is left out with
 * everything under it: a department cannot move under itself or its descendants.
 */
export function deptOptions(tree: readonly DeptNode[], exclude?: number): DeptOption[] {
  return tree
    .filter((n) => n.id !== exclude)
    .map((n) => {
      const children = n.children?.length ? deptOptions(n.children, exclude) : undefined;
      return {
        value: n.id,
        title: n.enabled ? n.name : `${n.name}（停用）`,
        ...(children?.length ? { children } : {}),
      };
    });
}

/** The empty-children arrays antd would draw as expandable: removed, so leaves look like leaves. */
export function withoutEmptyChildren(tree: readonly DeptNode[]): DeptNode[] {
  return tree.map(({ children, ...node }) =>
    children?.length ? { ...node, children: withoutEmptyChildren(children) } : node,
  );
}
