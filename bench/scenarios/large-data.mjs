// 100,000 software rows, 1,000,000 rows in the largest table (daily software views), 10,000
// users, in a separate DATA_DIR; then the list scenarios again, and EXPLAIN of their queries.

import { startBaseline, startServer, databaseClient } from '../lib/processes.mjs';
import { listScenarios, runScenarios } from './api.mjs';

const FILL = [
  `INSERT INTO sys_user (username, nick_name, password_hash, role, enabled)
   SELECT 'bulkuser' || g, '批量用户' || g, '!bulk', 2 + (g % 2), true FROM generate_series(1, 10000) g`,
  // Every status of the software's lifecycle (issue 21): 6 in 11 published, the rest spread over the
  // vendor's and the assessment's states, so the portal's filter has rows to skip.
  `INSERT INTO soft (enterprise_id, name, category, cover, summary, description, version, status, status_reason, device_types, view_count, like_count, published_at)
   SELECT (SELECT min(id) FROM enterprise) + (g % 6),
          (ARRAY['综采','掘进','提升','供电','通风','地测','安全','救援'])[1 + g % 8] || '仿真训练系统 ' || g,
          (ARRAY['mining','tunneling','electromechanical','transport','ventilation','survey','safety','rescue'])[1 + g % 8],
          '/file/demo/mining-1.svg', '批量生成的虚拟仿真软件 ' || g || '，用于大数据量性能测试。', '性能测试数据', '1.0.' || (g % 10),
          (ARRAY['draft','submitted','assessing','published','published','published','published','published','published','rejected','offline'])[1 + g % 11],
          CASE WHEN g % 11 IN (9, 10) THEN '批量数据：驳回或下架原因' END, '["vr-helmet","simulator"]'::jsonb,
          g % 5000, g % 300, now() - (g || ' minutes')::interval
   FROM generate_series(1, 100000) g`,
  // The detail scenario opens id 50000: it must be one the portal shows.
  `UPDATE soft SET status = 'published', status_reason = NULL WHERE id = 50000`,
  `INSERT INTO soft_view (visitor_key, soft_id, day)
   SELECT 'a:bulk' || g, (SELECT min(id) FROM soft) + (g % 100000), current_date - (g % 365)
   FROM generate_series(1, 1000000) g`,
  'ANALYZE',
];

// The list queries exactly as the server sends them on a cache miss (soft-query.ts): the order
// matches the indexes (DESC NULLS LAST), so a page is an index range scan.
const EXPLAIN = {
  'keyword + category': `SELECT s.id FROM soft s JOIN enterprise e ON e.id = s.enterprise_id
    WHERE s.status = 'published' AND s.category = 'mining' AND (s.name || ' ' || s.summary) ILIKE '%仿真%'
    ORDER BY s.published_at DESC NULLS LAST, s.id DESC NULLS LAST LIMIT 12`,
  'its total': `SELECT count(*) FROM soft s
    WHERE s.status = 'published' AND s.category = 'mining' AND (s.name || ' ' || s.summary) ILIKE '%仿真%'`,
  'newest, page 100': `SELECT s.id FROM soft s JOIN enterprise e ON e.id = s.enterprise_id
    WHERE s.status = 'published' ORDER BY s.published_at DESC NULLS LAST, s.id DESC NULLS LAST LIMIT 12 OFFSET 1200`,
  'most viewed, common keyword': `SELECT s.id FROM soft s JOIN enterprise e ON e.id = s.enterprise_id
    WHERE s.status = 'published' AND (s.name || ' ' || s.summary) ILIKE '%仿真%'
    ORDER BY s.view_count DESC NULLS LAST, s.id DESC NULLS LAST LIMIT 12`,
  'keyword only (rare word)': `SELECT s.id FROM soft s WHERE s.status = 'published'
    AND (s.name || ' ' || s.summary) ILIKE '%仿真训练系统 4242%' ORDER BY s.published_at DESC NULLS LAST, s.id DESC NULLS LAST LIMIT 12`,
  'daily view check': `SELECT 1 FROM soft_view WHERE soft_id = 50000 AND visitor_key = 'a:x' AND day = current_date`,
};

export async function largeDataBench(opts = {}) {
  const baseline = await startBaseline();
  const server = await startServer();
  const client = databaseClient(server);
  try {
    await client.connect();
    const t0 = Date.now();
    for (const sql of FILL) await client.query(sql);
    const seedSeconds = Math.round((Date.now() - t0) / 100) / 10;
    console.log(`  large data seeded in ${seedSeconds} s`);
    const explain = {};
    for (const [name, sql] of Object.entries(EXPLAIN)) {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${sql}`);
      explain[name] = rows.map((r) => r['QUERY PLAN']);
    }
    const { rows, baselineRps, baselineCpuUs } = await runScenarios(
      listScenarios(server.url),
      { baseline, server },
      opts,
    );
    return { seedSeconds, baselineRps, baselineCpuUs, rows, explain };
  } finally {
    await client.end().catch(() => undefined);
    await baseline.stop();
    await server.dispose();
  }
}
