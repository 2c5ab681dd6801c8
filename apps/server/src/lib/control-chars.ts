import { validatorCompiler } from 'fastify-type-provider-zod';

import { badRequest } from './http-error.js';

/**
 * C0 control characters other than tab, LF and CR. PostgreSQL refuses NUL in text outright (the
 * query fails, which used to surface as a 500), and the others have no business in a form field
 * or a filter; tab and line breaks stay allowed because text areas send them.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export const CONTROL_CHAR_MESSAGE = '不能包含控制字符（如 \\u0000），请删除后重试';

/** The path of the first string (or object key) holding a control character, else undefined. */
export function findControlChar(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path || '_' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlChar(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (CONTROL.test(key)) return at;
      const found = findControlChar(inner, at);
      if (found) return found;
    }
  }
  return undefined;
}

const PLACE: Record<string, string> = { querystring: '查询参数 ', params: '路径参数 ', headers: '请求头 ' };

/**
 * The contract's validator with one rule in front of every schema: no control characters in any
 * string of the query, path or body. One place, so no endpoint can forget it.
 */
export const guardedValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  const place = PLACE[route.httpPart ?? ''] ?? '';
  return (data) => {
    const field = findControlChar(data);
    if (field === undefined) return validate(data);
    const label = field === '_' ? place.trim() || '请求内容' : `${place}${field}`;
    return { error: badRequest(`${label}: ${CONTROL_CHAR_MESSAGE}`, { [field]: [CONTROL_CHAR_MESSAGE] }) };
  };
};
