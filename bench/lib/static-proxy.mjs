// A built web app (OUTDIR) served next to a running CoalSim server (TARGET), on PORT: its files
// from disk (the brotli twin when the browser takes it), everything else passed to the server.
// For A/B runs of builds that differ only in the web app (bench/plugins-ab.mjs). Run as its own
// process, so that serving never waits for the bench's own work.
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const dir = path.resolve(process.env.OUTDIR);
const target = new URL(process.env.TARGET);
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const server = http.createServer((req, res) => {
  const { pathname } = new URL(req.url, 'http://local');
  let file = path.join(dir, decodeURIComponent(pathname === '/' ? '/index.html' : pathname));
  if (file.startsWith(dir) && existsSync(file) && statSync(file).isFile()) {
    const headers = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    if (/\bbr\b/.test(req.headers['accept-encoding'] ?? '') && existsSync(`${file}.br`)) {
      file += '.br';
      headers['content-encoding'] = 'br';
      headers.vary = 'accept-encoding';
    }
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
    return;
  }
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: target.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
