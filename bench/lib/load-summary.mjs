/** What a load worker reports of an autocannon result: the figures lib/load.mjs reads. */
export function loadSummary(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}
