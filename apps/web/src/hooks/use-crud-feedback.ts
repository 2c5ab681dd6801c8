import { App } from 'antd';
import { useMemo } from 'react';
import type { ReactNode } from 'react';

/** eladmin's CRUD notices, word for word. */
export const CRUD_MESSAGES = {
  added: '新增成功',
  edited: '编辑成功',
  deleted: '删除成功',
  saved: '保存成功',
} as const;

/**
 * The success messages and the delete confirmation every admin list shares. A failed delete
 * closes the dialog: the request layer has already said why.
 */
export function useCrudFeedback() {
  const { message, modal } = App.useApp();
  return useMemo(
    () => ({
      success(kind: keyof typeof CRUD_MESSAGES) {
        void message.success(CRUD_MESSAGES[kind]);
      },
      confirmDelete(content: ReactNode, onOk: () => Promise<unknown>) {
        void modal.confirm({
          title: '提示',
          content,
          okText: '确定',
          cancelText: '取消',
          okButtonProps: { danger: true },
          onOk: () => onOk().catch(() => undefined),
        });
      },
    }),
    [message, modal],
  );
}
