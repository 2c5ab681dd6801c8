import type { DeptNode } from '@coalsim/contract';
import { Grid, Skeleton, Tree } from 'antd';
import { useMemo } from 'react';

import { deptOptions } from '../utils/dept-tree';
import { DeptTreeSelect } from './dept-tree-select';
import styles from './org.module.css';

const ALL = 'all';

interface DeptFilterProps {
  tree: readonly DeptNode[];
  loading: boolean;
  /** The chosen department (its subtree is listed), or none for everyone. */
  value: number | undefined;
  onChange: (deptId: number | undefined) => void;
}

/**
 * 员工管理's department filter: a tree beside the list on wide screens, a picker above it on a
 * phone. Choosing a department lists it and every department below it.
 */
export function DeptFilter({ tree, loading, value, onChange }: DeptFilterProps) {
  const wide = Grid.useBreakpoint().md ?? true;
  const treeData = useMemo(
    () => [{ key: ALL, title: '全部员工', children: toTreeNodes(deptOptions(tree)) }],
    [tree],
  );
  if (!wide) {
    return (
      <DeptTreeSelect
        className={styles.deptPicker}
        aria-label="按部门筛选"
        placeholder="全部部门"
        allowClear
        tree={tree}
        loading={loading}
        value={value}
        onChange={onChange}
      />
    );
  }
  return (
    <nav className={styles.deptSide} aria-label="部门">
      <h2 className={styles.deptSideTitle}>部门</h2>
      {loading ? (
        <Skeleton active title={false} paragraph={{ rows: 5 }} />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          treeData={treeData}
          selectedKeys={[value ?? ALL]}
          onSelect={(_, { node }) => onChange(node.key === ALL ? undefined : Number(node.key))}
        />
      )}
    </nav>
  );
}

interface TreeNode {
  key: string | number;
  title: string;
  children?: TreeNode[];
}

function toTreeNodes(options: ReturnType<typeof deptOptions>): TreeNode[] {
  return options.map((o) => ({
    key: o.value,
    title: o.title,
    ...(o.children ? { children: toTreeNodes(o.children) } : {}),
  }));
}
