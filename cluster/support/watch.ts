import type { Api, Reply } from './api.js';

/** What `watchUntil` saw on one instance after a change acknowledged at `ackAt`. */
export interface Watch {
  /** The instance asked. */
  n: number;
  /** Status of the first request sent after the acknowledgement. */
  firstStatus: number;
  /** Whether that first answer already showed the change. */
  firstShowed: boolean;
  /** Answers after the acknowledgement that did not show it yet. */
  staleAnswers: number;
  /** From the acknowledgement to the first answer showing it; null: not shown when the cap ran out. */
  windowMs: number | null;
}

/**
 * After a change acknowledged at `ackAt` (performance.now()) — a revocation, a role change — asks
 * each instance `path`, back to back and all at once, until `shows` says the answer reflects the
 * change or `capMs` runs out: the first answer says whether it was seen at once, the window how
 * long it took otherwise.
 */
export async function watchUntil<T>(
  probes: { n: number; api: Api }[],
  ackAt: number,
  path: string,
  shows: (reply: Reply<T>) => boolean,
  capMs = 3000,
): Promise<Watch[]> {
  return Promise.all(
    probes.map(async ({ n, api }) => {
      let first: Reply<T> | undefined;
      let staleAnswers = 0;
      while (performance.now() - ackAt < capMs) {
        const res = await api.get<T>(path);
        first ??= res;
        if (shows(res)) {
          return {
            n,
            firstStatus: first.status,
            firstShowed: first === res,
            staleAnswers,
            windowMs: res.at - ackAt,
          };
        }
        staleAnswers++;
      }
      return { n, firstStatus: first?.status ?? 0, firstShowed: false, staleAnswers, windowMs: null };
    }),
  );
}
