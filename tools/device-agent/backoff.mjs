// Waiting between tries when the server is away: doubling, capped, with jitter so that a room of
// agents cut off together does not come back in one burst when the server returns.

/**
 * The wait before try `attempt` (0 for the first retry): half of min(cap, base·2^attempt) fixed,
 * the other half random. Never below base/2, never above cap.
 */
export function backoffDelay(attempt, { baseMs = 1000, capMs = 60_000, random = Math.random } = {}) {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Resolves after `ms`, or at once when `signal` aborts (never rejects). */
export function sleep(ms, signal) {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
