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
