import type { Api } from './api.js';

export interface Refusal {
  /** The instance asked. */
  n: number;
  /** Status of the first request sent after the revocation was acknowledged. */
  firstStatus: number;
  /** Requests after the acknowledgement that the instance still accepted. */
  staleAccepts: number;
  /** From the acknowledgement to the first 401's answer; null: still accepted when the cap ran out. */
  windowMs: number | null;
}

/**
 * After a revocation answered at `ackAt` (performance.now()), asks each instance with the revoked
 * session, back to back and all at once, until it answers 401 or `capMs` runs out: the first
 * status says whether it was refused at once, the window how long it took otherwise.
 */
export async function watchRefusal(
  probes: { n: number; api: Api }[],
  ackAt: number,
  capMs = 3000,
): Promise<Refusal[]> {
  return Promise.all(
    probes.map(async ({ n, api }) => {
      let firstStatus: number | undefined;
      let staleAccepts = 0;
      while (performance.now() - ackAt < capMs) {
        const res = await api.get('/auth/info');
        firstStatus ??= res.status;
        if (res.status === 401) return { n, firstStatus, staleAccepts, windowMs: res.at - ackAt };
        if (res.status === 200) staleAccepts++;
      }
      return { n, firstStatus: firstStatus ?? 0, staleAccepts, windowMs: null };
    }),
  );
}
