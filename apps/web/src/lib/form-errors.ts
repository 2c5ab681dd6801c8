import type { FormInstance } from 'antd';

import { isApiError } from './api-error';

/**
 * Puts the server's per-field validation messages (`fieldErrors` of the error body) under the
 * matching antd form fields; returns whether any field was marked.
 */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!isApiError(error) || !error.fieldErrors) return false;
  const known = new Set(Object.keys(form.getFieldsValue() as Record<string, unknown>));
  const fields = Object.entries(error.fieldErrors)
    .filter(([name]) => known.has(name))
    .map(([name, errors]) => ({ name, errors }));
  form.setFields(fields);
  return fields.length > 0;
}
