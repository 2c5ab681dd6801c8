import { MENU_TYPE } from '@coalsim/contract';
import type { Menu, MenuTree } from '@coalsim/contract';
import { useQueryClient } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import type { TreeSelectProps } from 'antd';
import { useMemo, useState } from 'react';

import { getLazyMenusQueryOptions } from '../../api/menus/get-lazy-menus';
import { useSuperiorMenus } from '../../api/menus/get-superior-menus';

/** The value of "no parent" in the picker; the API takes it as the top level too. */
export const TOP_LEVEL = 0;

/** The pId of the picker's roots (simple mode wants a key, not null). */
const ROOT = -1;

interface SimpleNode {
  id: number;
  pId: number;
  value: number;
  title: string;
  isLeaf: boolean;
}

function flatten(tree: MenuTree[], out: Menu[] = []): Menu[] {
  for (const node of tree) {
    out.push(node);
    if (node.children) flatten(node.children, out);
  }
  return out;
}

interface ParentMenuSelectProps {
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
  /** The menu being edited: never offered as its own parent (nor is anything below it). */
  editing: number | undefined;
}

/**
 * 上级类目: starts from `api/menus/superior` (the edited menu's siblings and ancestors, without
 * it; the top level for a new one) and loads deeper levels on demand. Buttons cannot be parents,
 * and pages are offered as parents of buttons only, so they do not expand.
 */
export function ParentMenuSelect({ id, value, onChange, editing }: ParentMenuSelectProps) {
  const queryClient = useQueryClient();
  const superior = useSuperiorMenus(editing, true);
  const [loaded, setLoaded] = useState<Menu[]>([]);

  const nodes = useMemo(() => {
    const seen = new Set<number>();
    const list: SimpleNode[] = [
      { id: TOP_LEVEL, pId: ROOT, value: TOP_LEVEL, title: '顶级类目', isLeaf: true },
    ];
    for (const m of [...flatten(superior.data ?? []), ...loaded]) {
      if (seen.has(m.id) || m.id === editing || m.type === MENU_TYPE.button) continue;
      seen.add(m.id);
      list.push({
        id: m.id,
        pId: m.pid ?? ROOT,
        value: m.id,
        title: m.title,
        isLeaf: m.type === MENU_TYPE.page || !m.hasChildren,
      });
    }
    return list;
  }, [superior.data, loaded, editing]);

  const loadData: TreeSelectProps['loadData'] = async (node) => {
    const children = await queryClient.fetchQuery(getLazyMenusQueryOptions(Number(node.value)));
    setLoaded((prev) => [...prev, ...children]);
  };

  return (
    <TreeSelect
      id={id}
      value={value}
      onChange={onChange}
      treeDataSimpleMode={{ id: 'id', pId: 'pId', rootPId: ROOT }}
      treeData={nodes}
      loadData={loadData}
      loading={superior.isLoading}
      placeholder="选择上级类目"
      showSearch={{ treeNodeFilterProp: 'title' }}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
    />
  );
}
