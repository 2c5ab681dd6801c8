import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { type Child, startProcess, stopProcess, tail, waitUntil } from './processes.js';

export interface Nginx {
  child: Child;
  url: string;
  accessLog: string;
  stop(): Promise<void>;
}

/**
 * The proxy as docs/deploy.md will describe it: round-robin over the instances; a failed
 * connection, a timeout, 502 or 503 sends an idempotent request to the next instance (nginx never
 * retries a POST unless told `non_idempotent`, so writes are not repeated); long polls of up to
 * 30 s pass (75 s read timeout); the client's address is added to X-Forwarded-For. The access log
 * names the instance(s) each request went to, so a retried request can be seen. Idle upstream
 * connections kept: at least the clients' concurrency (the bench's 100) — with 32, most requests
 * opened a new connection to an instance, which cost a third of the throughput and some errors.
 */
export function nginxConfig(opts: { prefix: string; port: number; upstreams: number[] }): string {
  const p = (name: string) => path.join(opts.prefix, name);
  // nginx drops its workers' privileges when started as root; they only touch the temp folders.
  const user = process.getuid?.() === 0 ? 'user nobody nogroup;\n' : '';
  return `${user}daemon off;
worker_processes 1;
pid ${p('nginx.pid')};
error_log ${p('error.log')} warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$remote_addr "$request" $status $request_time upstream=$upstream_addr '
                       'upstream_status=$upstream_status upstream_time=$upstream_response_time';
  access_log ${p('access.log')} upstreams;
  client_body_temp_path ${p('client-body')};
  proxy_temp_path ${p('proxy')};
  fastcgi_temp_path ${p('fastcgi')};
  uwsgi_temp_path ${p('uwsgi')};
  scgi_temp_path ${p('scgi')};
  client_max_body_size 600m;

  upstream coalsim {
${opts.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 128;
  }

  server {
    listen 127.0.0.1:${opts.port};
    location / {
      proxy_pass http://coalsim;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_send_timeout 75s;
      proxy_read_timeout 75s;
    }
  }
}
`;
}

/** nginx in the foreground (`daemon off`) with its prefix, pid file and logs in `prefix`. */
export async function startNginx(
  nginx: string,
  prefix: string,
  port: number,
  upstreams: number[],
): Promise<Nginx> {
  await mkdir(prefix, { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  await writeFile(conf, nginxConfig({ prefix, port, upstreams }));
  // -e: the error log from the first line on, before the configuration names it (Debian's
  // default, /var/log/nginx/error.log, may not be writable).
  const child = startProcess(
    'nginx',
    nginx,
    ['-c', conf, '-p', prefix, '-e', path.join(prefix, 'error.log')],
    {
      env: {},
      logFile: path.join(prefix, 'nginx.out'),
      abruptStop: 'SIGTERM',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntil('nginx', async () => (await fetch(`${url}/readyz`)).ok, {
    timeoutMs: 15_000,
    gone: () =>
      child.exit &&
      `exited at start:\n${tail(path.join(prefix, 'nginx.out'))}\n${tail(path.join(prefix, 'error.log'))}`,
  });
  return {
    child,
    url,
    accessLog: path.join(prefix, 'access.log'),
    // SIGQUIT: graceful, open requests finish (a long poll is answered by the instance's stop).
    stop: () => stopProcess(child, 'SIGQUIT', 10_000),
  };
}
