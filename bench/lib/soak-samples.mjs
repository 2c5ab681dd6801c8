// What the soak watches while it runs: the server's resident memory and how many connections
// its embedded PostgreSQL holds, sampled on a fixed interval.
import path from 'node:path';

import pg from 'pg';

import { rssMb } from './processes.mjs';

/** One connection of its own to the embedded PostgreSQL (Unix socket in DATA_DIR/pg), left out of the count. */
export async function connectToEmbeddedPostgres(dataDir) {
  const client = new pg.Client({
    host: path.join(dataDir, 'pg'),
    port: 5432,
    user: 'postgres',
    database: 'coalsim',
  });
  await client.connect();
  return client;
}

async function pgConnections(client) {
  const { rows } = await client.query(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
  );
  return rows[0].n;
}

/** Takes a sample now and every `everyMs` until `stop()`, which takes a last one and returns them all. */
export async function startSampling({ pid, client, everyMs }) {
  const t0 = Date.now();
  const samples = [];
  const take = async () => {
    samples.push({
      atSeconds: Math.round((Date.now() - t0) / 1000),
      rssMb: rssMb(pid),
      pgConnections: await pgConnections(client),
    });
  };
  await take();
  let pending = Promise.resolve();
  const timer = setInterval(() => {
    pending = pending.then(take).catch((err) => console.error(`  sample failed: ${err.message}`));
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await pending;
      await take();
      return samples;
    },
  };
}

/**
 * First, highest and last RSS, and whether it levels off: the growth over the last third of the
 * run must be at most half that of the first third, or within 5 MB (what a GC cycle moves).
 * A run too short to have two samples in each third cannot tell (null).
 */
export function rssSummary(samples) {
  const values = samples.map((s) => s.rssMb);
  const end = samples.at(-1).atSeconds;
  const growthBetween = (from, to) => {
    const inside = samples.filter((s) => s.atSeconds >= from && s.atSeconds <= to).map((s) => s.rssMb);
    return inside.length < 2 ? null : Math.round((inside.at(-1) - inside[0]) * 10) / 10;
  };
  const firstThirdGrowthMb = growthBetween(0, end / 3);
  const lastThirdGrowthMb = growthBetween((2 * end) / 3, end);
  const known = firstThirdGrowthMb !== null && lastThirdGrowthMb !== null;
  return {
    firstMb: values[0],
    maxMb: Math.max(...values),
    lastMb: values.at(-1),
    firstThirdGrowthMb,
    lastThirdGrowthMb,
    levelsOff: known ? lastThirdGrowthMb <= Math.max(firstThirdGrowthMb / 2, 5) : null,
  };
}

export function pgSummary(samples) {
  const counts = samples.map((s) => s.pgConnections);
  return { min: Math.min(...counts), max: Math.max(...counts) };
}
