// Runs one autocannon load in its own process and prints the summary as JSON on stdout.
import autocannon from 'autocannon';

const opts = JSON.parse(process.argv[2]);
const result = await autocannon({ ...opts, headers: { ...(opts.headers ?? {}) } });
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  }),
);
