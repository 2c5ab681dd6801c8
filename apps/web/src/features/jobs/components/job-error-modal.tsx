import type { JobLog } from '@coalsim/contract';
import { Button, Modal } from 'antd';

import { formatDateTime } from '../../../lib/format-date-time';
import styles from './jobs.module.css';

/** 异常详情 of one failed run: what the handler threw, in a box that scrolls both ways. */
export function JobErrorModal({
  open,
  log,
  onClose,
}: {
  open: boolean;
  /** The run whose error to show; kept while the dialog closes so its content does not jump. */
  log: JobLog | undefined;
  onClose: () => void;
}) {
  return (
    <Modal
      title="异常详情"
      open={open}
      onCancel={onClose}
      width={820}
      footer={
        <Button type="primary" onClick={onClose}>
          关闭
        </Button>
      }
    >
      {log && (
        <>
          <p className={styles.errorSummary}>
            {formatDateTime(log.createTime)} · {log.jobName}
            {log.result ? ` · ${log.result}` : ''}
          </p>
          {/* Focusable, so the keyboard can scroll it. */}
          <pre className={styles.error} role="region" aria-label="异常信息" tabIndex={0}>
            {log.exceptionDetail || '没有记录异常信息'}
          </pre>
        </>
      )}
    </Modal>
  );
}
