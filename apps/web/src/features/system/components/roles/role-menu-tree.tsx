import { CaretDownOutlined } from '@ant-design/icons';
import type { Menu, Role } from '@coalsim/contract';
import { MENU_TYPE } from '@coalsim/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Spin, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { useMemo, useState } from 'react';

import { useCrudFeedback } from '../../../../hooks/use-crud-feedback';
import { getChildMenusQueryOptions } from '../../api/menus/get-child-menus';
import { getLazyMenusQueryOptions, useLazyMenuChildren, useLazyMenus } from '../../api/menus/get-lazy-menus';
import { useAssignRoleMenus } from '../../api/roles/assign-role-menus';
import styles from './roles.module.css';

const TYPE_TAGS: Record<number, { label: string; color: string }> = {
  [MENU_TYPE.directory]: { label: '目录', color: 'blue' },
  [MENU_TYPE.page]: { label: '菜单', color: 'green' },
  [MENU_TYPE.button]: { label: '按钮', color: 'orange' },
};

function toNodes(menus: Menu[], children: ReadonlyMap<number, Menu[]>): TreeDataNode[] {
  return menus.map((m) => {
    const tag = TYPE_TAGS[m.type];
    const loaded = children.get(m.id);
    return {
      key: m.id,
      title: (
        <span className={styles.treeTitle}>
          {m.title}
          {/* A visual hint; kept out of the node's name so that "菜单管理" is just that. */}
          {tag && (
            <Tag color={tag.color} variant="outlined" className={styles.typeTag} aria-hidden>
              {tag.label}
            </Tag>
          )}
        </span>
      ),
      isLeaf: !m.hasChildren,
      ...(loaded ? { children: toNodes(loaded, children) } : {}),
    };
  });
}

/**
 * The menus and buttons of one role, as a lazily loaded checkable tree. Checks are not linked by
 * antd (a directory may be granted alone); instead checking a node checks its whole branch
 * (`api/menus/child`) and its ancestors, so the sidebar can reach it, and unchecking it unchecks
 * the branch. 保存 sends the whole set.
 */
export function RoleMenuTree({ role, editable }: { role: Role; editable: boolean }) {
  const queryClient = useQueryClient();
  const feedback = useCrudFeedback();
  const assign = useAssignRoleMenus();
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set(role.menus.map((m) => m.id)));
  const [loadedParents, setLoadedParents] = useState<number[]>([]);
  const [cascading, setCascading] = useState(false);
  const top = useLazyMenus(0);
  const children = useLazyMenuChildren(loadedParents).byParent;

  const treeData = useMemo(() => toNodes(top.data ?? [], children), [top.data, children]);
  const parentOf = useMemo(() => {
    const map = new Map<number, number>();
    for (const list of children.values()) for (const m of list) if (m.pid) map.set(m.id, m.pid);
    return map;
  }, [children]);

  const loadData: TreeProps['loadData'] = async (node) => {
    const id = Number(node.key);
    await queryClient.ensureQueryData(getLazyMenusQueryOptions(id));
    setLoadedParents((prev) => (prev.includes(id) ? prev : [...prev, id]));
  };

  const onCheck: TreeProps['onCheck'] = async (_keys, info) => {
    const id = Number(info.node.key);
    setCascading(true);
    try {
      const branch = await queryClient.fetchQuery(getChildMenusQueryOptions(id));
      setChecked((prev) => {
        const next = new Set(prev);
        if (info.checked) {
          for (const m of branch) next.add(m);
          for (let p = parentOf.get(id); p !== undefined; p = parentOf.get(p)) next.add(p);
        } else {
          for (const m of branch) next.delete(m);
        }
        return next;
      });
    } catch {
      // The request layer has shown why; the boxes stay as they were.
    } finally {
      setCascading(false);
    }
  };

  const save = async () => {
    try {
      await assign.mutateAsync({ id: role.id, menus: [...checked].map((id) => ({ id })) });
      feedback.success('saved');
    } catch {
      // Shown as a notice by the request layer (level rules, menus beyond one's own).
    }
  };

  if (top.isLoading) return <Spin className={styles.treeLoading} aria-label="菜单加载中" />;
  if (!top.data?.length) return <Empty description="暂无菜单" />;

  return (
    <div className={styles.menuTree}>
      <div className={styles.treeBar}>
        <Typography.Text type="secondary">已选 {checked.size} 项</Typography.Text>
        {editable && (
          <Button type="primary" size="small" loading={assign.isPending} disabled={cascading} onClick={save}>
            保存
          </Button>
        )}
      </div>
      <Tree
        checkable
        checkStrictly
        blockNode
        selectable={false}
        disabled={!editable}
        treeData={treeData}
        loadData={loadData}
        checkedKeys={{ checked: [...checked], halfChecked: [] }}
        // antd's own switcher icon is named "caret-down", which would end up in every node's name.
        switcherIcon={<CaretDownOutlined aria-hidden />}
        onCheck={onCheck}
        aria-label={`${role.name} 的菜单权限`}
      />
    </div>
  );
}
