import { Button, Space, Tooltip } from 'antd';
import type { TableColumnType } from 'antd';

import { Permission } from '../permission/permission';

interface EditDeleteColumn<T> {
  /** The row's name for screen readers: "编辑 {name}", "删除 {name}". */
  nameOf: (row: T) => string;
  permissions: { edit: readonly string[]; del: readonly string[] };
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  /** Why a row may not be deleted (shown as a tooltip on the disabled button), if it may not. */
  deleteBlocked?: (row: T) => string | undefined;
  width?: number;
}

/**
 * The 操作 column of the back office's tables (system, assessment): 编辑 and 删除 links, each shown only with its permission.
 * Clicks stay in the cell, so tables whose rows are clickable do not also choose the row.
 */
export function editDeleteColumn<T>({
  nameOf,
  permissions,
  onEdit,
  onDelete,
  deleteBlocked,
  width = 110,
}: EditDeleteColumn<T>): TableColumnType<T> {
  return {
    title: '操作',
    key: 'actions',
    width,
    render: (_, row) => {
      const blocked = deleteBlocked?.(row);
      return (
        <Space size={0} onClick={(e) => e.stopPropagation()}>
          <Permission value={permissions.edit}>
            <Button type="link" size="small" aria-label={`编辑 ${nameOf(row)}`} onClick={() => onEdit(row)}>
              编辑
            </Button>
          </Permission>
          <Permission value={permissions.del}>
            <Tooltip title={blocked}>
              <Button
                type="link"
                size="small"
                danger
                disabled={blocked !== undefined}
                aria-label={`删除 ${nameOf(row)}`}
                onClick={() => onDelete(row)}
              >
                删除
              </Button>
            </Tooltip>
          </Permission>
        </Space>
      );
    },
  };
}
