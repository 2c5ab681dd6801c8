/**
 * Requests waiting for a host that loads with the first of them: antd's notification and dialogs,
 * which the pages without antd (sign-in, portal home) load only when they are needed. What is asked
 * before the host is there waits here instead of being lost; the host takes it once loaded, and the
 * rest as it comes.
 */
export interface WaitingQueue<T> {
  push(request: T): void;
  /** Empties the queue, oldest first. */
  take(): T[];
  subscribe(listener: () => void): () => void;
  /** Whether anything was ever asked for, so the host (and antd) need to be there. */
  asked(): boolean;
}

export function createWaitingQueue<T>(): WaitingQueue<T> {
  const waiting: T[] = [];
  const listeners = new Set<() => void>();
  let asked = false;
  return {
    push(request) {
      waiting.push(request);
      asked = true;
      listeners.forEach((listener) => listener());
    },
    take: () => waiting.splice(0),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    asked: () => asked,
  };
}
