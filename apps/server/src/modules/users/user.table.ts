// sys_user is defined in db/tables with enterprise, which it references and which references it.
// This path remains for tests and work in progress that still import it; new code imports there.
export { sysUser } from '../../db/tables/account.table.js';
