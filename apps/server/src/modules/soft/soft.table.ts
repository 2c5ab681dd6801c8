// The soft tables are defined in db/tables, below the access and assess modules that point at them.
// This path remains for tests and work in progress that still import it; new code imports there.
export { soft, softCollect, softLike, softView } from '../../db/tables/soft.table.js';
