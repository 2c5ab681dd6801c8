import { BugOutlined, CopyOutlined } from '@ant-design/icons';
import type { Log } from '@coalsim/contract';
import { App, Button, Modal, Skeleton } from 'antd';
import { useRef } from 'react';

import { LoadFailed } from '../../../components/feedback/load-failed';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorStack } from '../api/get-error-stack';
import styles from './logs.module.css';

/**
 * 异常详情: the stack of one failure, fetched when the dialog opens (the list leaves stacks out),
 * in a monospace box that scrolls both ways so long frames keep their shape.
 */
export function ErrorStackModal({
  open,
  log,
  onClose,
}: {
  open: boolean;
  /** The row whose stack to show; kept while the dialog closes so its content does not jump. */
  log: Log | undefined;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  // Keyed by the row, not by `open`: closing keeps the stack on screen until the dialog is gone.
  const stack = useErrorStack(log?.id);
  const box = useRef<HTMLPreElement>(null);
  const text = stack.data?.exception;

  const copy = async () => {
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
      void message.success('已复制');
    } catch {
      // No clipboard outside a secure context (plain http on a LAN address): select it instead.
      if (box.current) window.getSelection()?.selectAllChildren(box.current);
      void message.info('已选中堆栈，请按 Ctrl+C 复制');
    }
  };

  return (
    <Modal
      title="异常详情"
      open={open}
      onCancel={onClose}
      width={900}
      footer={[
        <Button key="copy" icon={<CopyOutlined aria-hidden />} disabled={!text} onClick={() => void copy()}>
          复制
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      {log && (
        <p className={styles.stackSummary}>
          {formatDateTime(log.createTime)} · {log.description} ·{' '}
          <span className={styles.mono}>
            {log.method} {log.path}
          </span>
          {log.message && <span className={styles.stackMessage}>{log.message}</span>}
        </p>
      )}
      {stack.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : stack.isError ? (
        <LoadFailed
          level={3}
          icon={<BugOutlined />}
          title="堆栈读取失败"
          description="请稍后再试。"
          onRetry={() => void stack.refetch()}
        />
      ) : (
        // Focusable, so the keyboard can scroll it.
        <pre ref={box} className={styles.stack} role="region" aria-label="异常堆栈" tabIndex={0}>
          {text || '没有记录堆栈'}
        </pre>
      )}
    </Modal>
  );
}
