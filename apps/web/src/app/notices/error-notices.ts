/** An error notice the request layer asked for (spec §8), with how long to show it. */
export interface ErrorNotice {
  message: string;
  durationMs: number;
}

const waiting: ErrorNotice[] = [];
const listeners = new Set<() => void>();
let asked = false;

/**
 * The request layer's error notices, waiting for antd's notification to show them. A page without
 * antd (sign-in) loads antd's notification only with its first notice, so what is asked before
 * then waits here instead of being lost; `NoticeHost` shows it once loaded, and the rest at once.
 */
export const errorNotices = {
  push(message: string, durationMs: number): void {
    waiting.push({ message, durationMs });
    asked = true;
    listeners.forEach((listener) => listener());
  },
  /** Empties the queue, oldest first. */
  take(): ErrorNotice[] {
    return waiting.splice(0);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Whether any notice was ever asked for, so the host (and antd) need to be there. */
  asked: (): boolean => asked,
};
