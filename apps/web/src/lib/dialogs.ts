import { createWaitingQueue } from './waiting-queue';

/** A modal question or alert, shown with antd's `modal` once its host has loaded (`app/notices`). */
export interface DialogRequest {
  kind: 'confirm' | 'warning';
  title: string;
  content: string;
  okText: string;
  cancelText?: string;
  /** Runs on OK; the dialog stays open, its button loading, until the promise settles. */
  onOk?: () => Promise<unknown> | void;
}

/**
 * The dialogs asked for by code that renders no antd itself (the portal shell, logout), so that
 * the pages it serves do not load antd for a dialog that may never open.
 */
export const dialogs = createWaitingQueue<DialogRequest>();
