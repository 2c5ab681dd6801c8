/**
 * Polls until `check` returns a value other than undefined, for work done in the background (the
 * job runner). It waits for a result and asserts nothing about how long it took; the timeout
 * only turns a hang into a failure that says what was awaited.
 */
export async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
