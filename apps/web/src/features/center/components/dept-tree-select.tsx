import type { DeptNode } from '@coalsim/contract';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';

import { deptOptions } from '../utils/dept-tree';

/** The value of "no parent": the API takes null. */
export const TOP_LEVEL_DEPT = 0;

interface DeptTreeSelectProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  tree: readonly DeptNode[];
  loading?: boolean;
  /** The department being edited: neither it nor anything below it is offered. */
  exclude?: number;
  /** Offers 顶级部门 (value TOP_LEVEL_DEPT) first. */
  allowTop?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  'aria-label'?: string;
  className?: string;
}

/** Picks a department from the enterprise's tree, searchable by name, every level open. */
export function DeptTreeSelect({
  tree,
  exclude,
  allowTop = false,
  value,
  onChange,
  placeholder = '选择部门',
  ...rest
}: DeptTreeSelectProps) {
  const options = useMemo(() => {
    const depts = deptOptions(tree, exclude);
    return allowTop ? [{ value: TOP_LEVEL_DEPT, title: '顶级部门' }, ...depts] : depts;
  }, [tree, exclude, allowTop]);
  return (
    <TreeSelect
      {...rest}
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next)}
      treeData={options}
      treeDefaultExpandAll
      placeholder={placeholder}
      showSearch={{ treeNodeFilterProp: 'title' }}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
    />
  );
}
