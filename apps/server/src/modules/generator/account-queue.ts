import { HttpError } from '../../lib/http-error.js';

interface KeyState {
  /** Settles when the last task queued for the key has finished. */
  tail: Promise<void>;
  running: number;
  waiting: number;
}

/**
 * Runs the tasks of one key (an account) one at a time, in the order they came, and refuses more
 * than `limit` running or waiting at once with 429: an account may queue a few downloads (one per
 * table clicked), never tie up the formatter for everyone else. Per instance, in memory.
 */
export class AccountQueue {
  private readonly keys = new Map<string, KeyState>();

  constructor(
    private readonly limit: number,
    private readonly tooMany: (limit: number) => string,
  ) {}

  /** What the key has running and waiting now. */
  state(key: string): { running: number; waiting: number } {
    const s = this.keys.get(key);
    return { running: s?.running ?? 0, waiting: s?.waiting ?? 0 };
  }

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const s = this.keys.get(key) ?? { tail: Promise.resolve(), running: 0, waiting: 0 };
    if (s.running + s.waiting >= this.limit) throw new HttpError(429, this.tooMany(this.limit));
    this.keys.set(key, s);
    const previous = s.tail;
    let done!: () => void;
    s.tail = new Promise<void>((resolve) => (done = resolve));
    s.waiting++;
    try {
      await previous;
      s.waiting--;
      s.running++;
      try {
        return await task();
      } finally {
        s.running--;
      }
    } finally {
      done();
      if (s.running + s.waiting === 0 && this.keys.get(key) === s) this.keys.delete(key);
    }
  }
}
