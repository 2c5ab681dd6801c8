// enterprise is defined in db/tables with sys_user, which it references and which references it.
// This path remains for tests and work in progress that still import it; new code imports there.
export { enterprise } from '../../db/tables/account.table.js';
