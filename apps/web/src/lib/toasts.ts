import { createWaitingQueue } from './waiting-queue';

/** A short confirmation (antd's `message`), shown once its host has loaded (`app/notices`). */
export interface ToastRequest {
  kind: 'success' | 'info';
  text: string;
}

/**
 * The confirmations asked for by code that renders no antd itself (a software's details), so that
 * the page does not load antd for a message that may never show.
 */
export const toasts = createWaitingQueue<ToastRequest>();
