import { createWaitingQueue } from '../../lib/waiting-queue';

/** An error notice the request layer asked for (spec §8), with how long to show it. */
export interface ErrorNotice {
  message: string;
  durationMs: number;
}

/** The request layer's error notices, waiting for antd's notification to show them. */
export const errorNotices = createWaitingQueue<ErrorNotice>();
