// Like load-worker.mjs, but every request asks for a period of its own (`to` one millisecond
// earlier each time): no two requests share the server's cached overview, so each one runs the
// service's queries. Prints the summary as JSON on stdout.
import autocannon from 'autocannon';

import { loadSummary } from '../lib/load-summary.mjs';

const { url, to, ...opts } = JSON.parse(process.argv[2]);
const target = new URL(url);
let n = 0;
const result = await autocannon({
  ...opts,
  url: target.origin,
  requests: [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `${target.pathname}${target.search}&to=${to - n++}` }),
    },
  ],
});
process.stdout.write(JSON.stringify(loadSummary(result)));
