import { bearer } from './auth-helpers.js';

/** One realistic call per monitoring endpoint (服务监控, SQL 监控) for the scans. */
export function monitorSamples(tokens: { admin: string }) {
  const headers = bearer(tokens.admin);
  return {
    getServerStatus: [{ method: 'GET' as const, url: '/api/monitor/server', headers }],
    listSqlStats: [
      { method: 'GET' as const, url: '/api/monitor/sql?sort=calls,desc&size=5', headers },
      { method: 'GET' as const, url: '/api/monitor/sql?blurry=sys_user', headers },
    ],
    resetSqlStats: [{ method: 'DELETE' as const, url: '/api/monitor/sql', headers }],
    openSqlMonitor: [{ method: 'GET' as const, url: '/druid/index.html' }],
  };
}
