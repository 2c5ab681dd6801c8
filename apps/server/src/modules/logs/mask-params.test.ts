import { describe, expect, it } from 'vitest';

import { MASK_DEPTH, maskParams } from './mask-params.js';

const nested = (levels: number, leaf: unknown) => {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = { next: [value] };
  return value;
};

/** `leaf` inside `levels` arrays. */
const arrays = (levels: number) => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

describe('maskParams', () => {
  // A recursive copy overflowed the stack at a few thousand levels and the request's log row was
  // lost with it (issue 43 §3).
  it('keeps a body of any depth, cut at MASK_DEPTH levels', () => {
    const text = maskParams({}, nested(100_000, 'leaf'));
    expect(text).toMatch(/^\{"body":\{"next":\[\{"next":/);
    expect(text).not.toContain('leaf');
    const shallow = maskParams({}, nested(3, 'leaf'));
    expect(JSON.parse(shallow!)).toEqual({ body: nested(3, 'leaf') });
  });

  it('marks where it cut a body that is too deep', () => {
    expect(maskParams({}, arrays(MASK_DEPTH))).toContain('leaf');
    const past = maskParams({}, arrays(MASK_DEPTH + 1))!;
    expect(past).not.toContain('leaf');
    expect(past).toContain(`${'['.repeat(MASK_DEPTH)}"…"${']'.repeat(MASK_DEPTH)}`);
  });

  it('masks secrets at every depth and keeps the order of keys', () => {
    const body = { a: 1, user: { password: 'p4ss', list: [{ token: 't', keep: 'k' }] }, z: 'last' };
    expect(JSON.parse(maskParams({ page: '0', code: '42' }, body, ['z'])!)).toEqual({
      query: { page: '0', code: '******' },
      body: { a: 1, user: { password: '******', list: [{ token: '******', keep: 'k' }] }, z: '******' },
    });
    expect(Object.keys(JSON.parse(maskParams({}, body)!).body)).toEqual(['a', 'user', 'z']);
  });

  it('keeps a query key named __proto__ as data', () => {
    const query = JSON.parse('{"__proto__":{"polluted":"yes"},"b":"2"}') as object;
    expect(JSON.parse(maskParams(query, undefined)!)).toEqual(
      JSON.parse('{"query":{"__proto__":{"polluted":"yes"},"b":"2"}}'),
    );
    expect(({} as { polluted?: string }).polluted).toBeUndefined();
  });
});
