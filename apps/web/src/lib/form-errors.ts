import type { FormInstance } from 'antd';

import { isApiError } from './api-error';

/** Whether the form's values hold `path` (a registered field, even one still empty). */
function hasPath(values: unknown, path: readonly string[]): boolean {
  let at = values;
  for (const key of path) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * Puts the server's per-field validation messages (`fieldErrors` of the error body) under the
 * matching antd form fields; returns whether any field was marked. The server names a nested field
 * by its dotted path (`enterprise.creditCode`), which is the antd name path `['enterprise', 'creditCode']`.
 * `rename` maps body fields to the form's own where they differ (`endTime` → the range `period`).
 */
export function applyFieldErrors(
  form: FormInstance,
  error: unknown,
  rename: Readonly<Record<string, string>> = {},
): boolean {
  if (!isApiError(error) || !error.fieldErrors) return false;
  const values: unknown = form.getFieldsValue();
  const fields = Object.entries(error.fieldErrors)
    .map(([name, errors]) => ({ name: (rename[name] ?? name).split('.'), errors }))
    .filter(({ name }) => hasPath(values, name));
  form.setFields(fields);
  return fields.length > 0;
}
