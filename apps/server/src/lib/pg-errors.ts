/** The PostgreSQL error under a driver or drizzle wrapper, if there is one. */
function pgErrorOf(err: unknown): { code?: string; constraint?: string } | undefined {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (typeof (e as { code?: unknown }).code === 'string') return e as { code: string; constraint?: string };
  }
  return undefined;
}

/** A unique index refused the row: two writers raced past the service's own check. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(err);
  return pg?.code === '23505' && (!constraint || pg.constraint === constraint);
}

/** Another table still points at the row being deleted. */
export function isForeignKeyViolation(err: unknown): boolean {
  return pgErrorOf(err)?.code === '23503';
}

/**
 * A same-enterprise key (`…_same_enterprise_fk`, db/columns.ts) refused a write: 'insert' when the
 * row named another enterprise's (or no) record, 'delete' when a record still in use was removed.
 * A service that checked its ids first never gets here; the funnel answers for one that did not.
 */
export function crossEnterpriseReference(err: unknown): 'insert' | 'delete' | undefined {
  const pg = pgErrorOf(err) as { code?: string; constraint?: string; message?: string } | undefined;
  if (pg?.code !== '23503' || !pg.constraint?.endsWith('_same_enterprise_fk')) return undefined;
  return pg.message?.startsWith('update or delete') ? 'delete' : 'insert';
}
