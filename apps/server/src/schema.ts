// Every table of the product, so drizzle-kit and the query builder see one schema.
export { sysCaptcha } from './modules/auth/captcha.table.js';
export { sysRateCounter, sysSession } from './modules/auth/session.table.js';
export { sysDict, sysDictDetail } from './modules/dict/dict.table.js';
export { enterprise, sysUser } from './db/tables/account.table.js';
export { sysMenu } from './modules/menus/menu.table.js';
export { sysRole, sysRolesMenus, sysUsersRoles } from './modules/roles/role.table.js';
export { news } from './modules/news/news.table.js';
export { soft, softCollect, softLike, softView } from './db/tables/soft.table.js';
export { sysLog } from './modules/logs/log.table.js';
export { sysFileRef, sysStorage } from './modules/storage/storage.table.js';
export { sysJob, sysJobLog } from './modules/jobs/job.table.js';
export { entDept, entJob, entWorker } from './modules/org/org.table.js';
export { softAccess, softGrant } from './modules/access/access.table.js';
export {
  assess,
  assessRoom,
  assessScore,
  assessTeam,
  assessTeamMember,
} from './modules/access/assess.table.js';
export { openNonce } from './modules/open/open.table.js';
export {
  trainCert,
  trainPlan,
  trainPlanWorker,
  trainRecord,
  trainStatDaily,
} from './modules/train/train.table.js';
export { trainLaunch } from './modules/train/launch.table.js';
export { trainPractice } from './modules/train/practice.table.js';
export {
  deployPackage,
  device,
  deviceCommand,
  deviceCommandEvent,
  deviceEvent,
} from './modules/device/device.table.js';
export { databaseBackup } from './modules/database/backup.table.js';
export { codeGenConfig } from './modules/generator/generator.table.js';
export { examBank, examQuestion } from './modules/exam/exam.table.js';
export { examArrangement, examAttempt, examCandidate, examPaper } from './modules/exam/paper.table.js';
