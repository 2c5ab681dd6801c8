/** The `id` of a detail URL (`?id=12`), or null when it is missing or could never name a record. */
export function readId(search: URLSearchParams): number | null {
  const raw = search.get('id');
  if (raw === null || !/^\d{1,16}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
