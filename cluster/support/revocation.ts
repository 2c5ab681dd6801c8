import type { Api, Reply } from './api.js';

export interface Refusal {
  /** The instance asked. */
  n: number;
  /** Status of the first request sent after the revocation was acknowledged. */
  firstStatus: number;
  /** Requests after the acknowledgement that the instance answered other than 401 (accepted). */
  staleAccepts: number;
  /** From the acknowledgement to the first 401's answer; null: still accepted when the cap ran out. */
  windowMs: number | null;
}

/** What `watchUntil` saw on one instance after a change acknowledged at `ackAt`. */
export interface Watch {
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
 * After a change acknowledged at `ackAt` (performance.now()), asks each instance `path`, back to
 * back and all at once, until `shows` says the answer reflects the change or `capMs` runs out.
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

/**
 * After a revocation answered at `ackAt`, asks each instance with the revoked session until it
 * answers 401 or `capMs` runs out: the first status says whether it was refused at once, the
 * window how long it took otherwise.
 */
export async function watchRefusal(
  probes: { n: number; api: Api }[],
  ackAt: number,
  capMs = 3000,
): Promise<Refusal[]> {
  const watched = await watchUntil(probes, ackAt, '/auth/info', (res) => res.status === 401, capMs);
  return watched.map((w) => ({
    n: w.n,
    firstStatus: w.firstStatus,
    staleAccepts: w.staleAnswers,
    windowMs: w.windowMs,
  }));
}
