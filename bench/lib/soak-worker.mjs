// Runs one group of the soak workload (autocannon, in its own process) and prints its summary as
// JSON on stdout: status classes, socket errors and timeouts, latency percentiles.
import autocannon from 'autocannon';

const { url, connections, duration, requests } = JSON.parse(process.argv[2]);
// Each connection walks the list in order and starts again: the mix inside a group is the list.
const result = await autocannon({ url, connections, duration, requests, timeout: 10 });
process.stdout.write(
  JSON.stringify({
    requests: result.requests.total,
    rps: result.requests.average,
    '2xx': result['2xx'],
    '3xx': result['3xx'],
    '4xx': result['4xx'],
    '5xx': result['5xx'],
    errors: result.errors,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([c, s]) => [c, s.count])),
  }),
);
