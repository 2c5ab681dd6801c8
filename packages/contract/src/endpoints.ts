import { accessEndpoints } from './access/access.endpoints.js';
import { assessEndpoints } from './assess/assess.endpoints.js';
import { teamEndpoints } from './assess/team.endpoints.js';
import {
  cancelAccount,
  editProfile,
  getAvatar,
  getInfo,
  kickOnline,
  listMySessions,
  listOnline,
  login,
  logout,
  revokeMySession,
  updateAvatar,
  updatePassword,
} from './auth/auth.endpoints.js';
import { getCaptcha } from './auth/captcha.endpoints.js';
import { register } from './auth/register.endpoints.js';
import { orgEndpoints } from './center/org.endpoints.js';
import { workerEndpoints } from './center/worker.endpoints.js';
import type { Endpoint } from './common/endpoint.js';
import { newsAdminEndpoints } from './content/news-admin.endpoints.js';
import { getDashboardSummary } from './dashboard/dashboard.endpoints.js';
import { databaseEndpoints } from './database/database.endpoints.js';
import { demoEndpoints } from './demo/demo.endpoints.js';
import { agentEndpoints } from './device/agent.endpoints.js';
import { commandEndpoints } from './device/command.endpoints.js';
import { deployEndpoints } from './device/deploy.endpoints.js';
import { deviceEndpoints } from './device/device.endpoints.js';
import { dictAdminEndpoints } from './dict/dict-admin.endpoints.js';
import { listDictDetails, mapDictDetails } from './dict/dict.endpoints.js';
import { docsEndpoints } from './docs/docs.endpoints.js';
import { enterpriseEndpoints } from './enterprise/enterprise.endpoints.js';
import { arrangementEndpoints } from './exam/arrangement.endpoints.js';
import { attemptEndpoints } from './exam/attempt.endpoints.js';
import { bankEndpoints } from './exam/bank.endpoints.js';
import { paperEndpoints } from './exam/paper.endpoints.js';
import { platformBankEndpoints } from './exam/platform-bank.endpoints.js';
import { getDemoFile } from './files/files.endpoints.js';
import { generatorEndpoints } from './generator/generator.endpoints.js';
import { healthz, readyz } from './health/health.endpoints.js';
import { jobEndpoints } from './jobs/job.endpoints.js';
import { logEndpoints } from './logs/log.endpoints.js';
import { menuAdminEndpoints } from './menus/menu-admin.endpoints.js';
import { buildMenus } from './menus/menu-build.endpoints.js';
import { monitorEndpoints } from './monitor/monitor.endpoints.js';
import { openEndpoints } from './open/open.endpoints.js';
import { portalEndpoints } from './portal/portal.endpoints.js';
import { roleEndpoints } from './roles/role.endpoints.js';
import { adminSoftEndpoints } from './soft/admin-soft.endpoints.js';
import { vendorSoftEndpoints } from './soft/vendor-soft.endpoints.js';
import { statsEndpoints } from './stats/stats.endpoints.js';
import { storageEndpoints } from './storage/storage.endpoints.js';
import { launchEndpoints } from './train/launch.endpoints.js';
import { trainEndpoints } from './train/train.endpoints.js';
import { userEndpoints } from './users/user.endpoints.js';

/** Every endpoint of the API, in one list: the server's route inventory is checked against it. */
export const endpoints = {
  healthz,
  readyz,
  getCaptcha,
  register,
  login,
  getInfo,
  logout,
  editProfile,
  cancelAccount,
  updatePassword,
  updateAvatar,
  getAvatar,
  listOnline,
  kickOnline,
  listMySessions,
  revokeMySession,
  buildMenus,
  listDictDetails,
  mapDictDetails,
  getDashboardSummary,
  ...menuAdminEndpoints,
  ...dictAdminEndpoints,
  ...userEndpoints,
  ...roleEndpoints,
  ...portalEndpoints,
  ...enterpriseEndpoints,
  ...orgEndpoints,
  ...workerEndpoints,
  ...bankEndpoints,
  ...platformBankEndpoints,
  ...paperEndpoints,
  ...arrangementEndpoints,
  ...attemptEndpoints,
  ...logEndpoints,
  ...docsEndpoints,
  ...storageEndpoints,
  ...jobEndpoints,
  ...vendorSoftEndpoints,
  ...accessEndpoints,
  ...teamEndpoints,
  ...assessEndpoints,
  ...adminSoftEndpoints,
  ...newsAdminEndpoints,
  ...trainEndpoints,
  ...launchEndpoints,
  ...deviceEndpoints,
  ...commandEndpoints,
  ...agentEndpoints,
  ...deployEndpoints,
  ...openEndpoints,
  ...statsEndpoints,
  ...monitorEndpoints,
  ...databaseEndpoints,
  ...generatorEndpoints,
  getDemoFile,
  ...demoEndpoints,
} satisfies Record<string, Endpoint>;
