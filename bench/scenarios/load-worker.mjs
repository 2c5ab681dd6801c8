// Runs one autocannon load in its own process and prints the summary as JSON on stdout.
import autocannon from 'autocannon';

import { loadSummary } from '../lib/load-summary.mjs';

const opts = JSON.parse(process.argv[2]);
const result = await autocannon({ ...opts, headers: { ...(opts.headers ?? {}) } });
process.stdout.write(JSON.stringify(loadSummary(result)));
