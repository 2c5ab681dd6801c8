// The soak's mixed workload: three groups, each run by its own autocannon process. The shares
// (70 % portal reads, 20 % back-office reads, 10 % writes) are shares of the 200 connections.

const json = { 'content-type': 'application/json' };
const keyword = encodeURIComponent('仿真');

/**
 * Portal reads in equal fifths: both soft lists, a soft detail, the news list, a news detail; the
 * details walk every published item instead of hammering one row.
 */
function portalRounds(softIds, newsIds) {
  const rounds = Math.max(softIds.length, newsIds.length);
  return Array.from({ length: rounds }, (_, i) => [
    { method: 'GET', path: '/api/portal/soft?page=0&size=12' },
    { method: 'GET', path: `/api/portal/soft?page=0&size=12&keyword=${keyword}` },
    { method: 'GET', path: `/api/portal/soft/${softIds[i % softIds.length]}` },
    { method: 'GET', path: '/api/portal/news?page=0&size=10' },
    { method: 'GET', path: `/api/portal/news/${newsIds[i % newsIds.length]}` },
  ]).flat();
}

/**
 * What the workload needs from the running server: two signed-in users, the worker's own profile
 * (written back unchanged, so the write is safe to repeat) and the ids of published content.
 */
export async function prepareWorkload(url, { adminToken, workerToken }) {
  const get = async (path, token) => {
    const res = await fetch(`${url}${path}`, { headers: token ? { authorization: token } : {} });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const me = await get('/auth/info', workerToken);
  const soft = await get('/api/portal/soft?page=0&size=100');
  const news = await get('/api/portal/news?page=0&size=100');
  return {
    adminToken,
    workerToken,
    profile: { nickName: me.nickName, gender: me.gender, phone: me.phone, email: me.email },
    softIds: soft.content.map((s) => s.id),
    newsIds: news.content.map((n) => n.id),
  };
}

export function soakGroups({ adminToken, workerToken, profile, softIds, newsIds }) {
  const admin = { authorization: adminToken };
  const worker = { authorization: workerToken };
  const [marked] = softIds;
  return [
    {
      name: 'portal reads',
      connections: 140,
      requests: portalRounds(softIds, newsIds),
    },
    {
      name: 'back-office reads (admin)',
      connections: 40,
      requests: [
        { method: 'GET', path: '/auth/info', headers: admin },
        { method: 'GET', path: '/api/menus/build', headers: admin },
        { method: 'GET', path: '/api/users?page=0&size=10', headers: admin },
        { method: 'GET', path: '/api/dictDetail?dictName=soft_category&page=0&size=9999', headers: admin },
      ],
    },
    {
      // Each connection adds then removes its marks, so the data ends as it started (give or take
      // the connections cut off mid-cycle); counters move only when a mark really changes.
      name: 'writes (worker)',
      connections: 20,
      requests: [
        { method: 'PUT', path: '/auth/edit', headers: { ...worker, ...json }, body: JSON.stringify(profile) },
        { method: 'POST', path: `/api/portal/soft/${marked}/like`, headers: worker },
        { method: 'DELETE', path: `/api/portal/soft/${marked}/like`, headers: worker },
        { method: 'POST', path: `/api/portal/soft/${marked}/collect`, headers: worker },
        { method: 'DELETE', path: `/api/portal/soft/${marked}/collect`, headers: worker },
      ],
    },
  ];
}
