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

/** An object or array being walked: its keys, the next one to look at, and its own path. */
interface Frame {
  node: Record<string, unknown>;
  keys: string[];
  next: number;
  at: string;
}

/**
 * The path of the first string (or object key) holding a control character, else undefined, in
 * document order. The walk keeps its own stack instead of recursing, so input of any depth is
 * walked rather than exhausting the call stack (a body nested 5,000 deep answered 500).
 */
export function findControlChar(value: unknown, path = ''): string | undefined {
  const frames: Frame[] = [];
  let node = value;
  let at = path;
  for (;;) {
    if (typeof node === 'string') {
      if (CONTROL.test(node)) return at || '_';
    } else if (node && typeof node === 'object') {
      frames.push({ node: node as Record<string, unknown>, keys: Object.keys(node), next: 0, at });
    }
    let frame = frames.at(-1);
    while (frame && frame.next >= frame.keys.length) {
      frames.pop();
      frame = frames.at(-1);
    }
    if (!frame) return undefined;
    // An array's keys are its indexes, which never hold a control character.
    const key = frame.keys[frame.next++]!;
    at = frame.at ? `${frame.at}.${key}` : key;
    if (CONTROL.test(key)) return at;
    node = frame.node[key];
  }
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
