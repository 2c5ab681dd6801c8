import { describe, expect, it } from 'vitest';

import { booleanQuerySchema, dateRangeSchema, listQuerySchema, sortSchema } from './list-query.js';

describe('sortSchema', () => {
  const sort = sortSchema(['id', 'name', 'createTime']);

  it('reads one or several field,dir pairs; the direction defaults to asc', () => {
    expect(sort.parse(undefined)).toEqual([]);
    expect(sort.parse('id,desc')).toEqual([{ field: 'id', direction: 'desc' }]);
    expect(sort.parse(['name', 'createTime,DESC'])).toEqual([
      { field: 'name', direction: 'asc' },
      { field: 'createTime', direction: 'desc' },
    ]);
  });

  it.each(['password,asc', 'id,up', 'id,asc,extra', '', 'name desc'])(
    'refuses %j, naming what is allowed',
    (v) => {
      const result = sort.safeParse(v);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toContain('可排序字段：id、name、createTime');
    },
  );

  it('sits in a list query next to the paging', () => {
    expect(listQuerySchema(['id']).parse({ page: '2', size: '5', sort: 'id,desc' })).toEqual({
      page: 2,
      size: 5,
      sort: [{ field: 'id', direction: 'desc' }],
    });
  });
});

describe('dateRangeSchema', () => {
  it('reads eladmin’s two createTime values as local times', () => {
    expect(dateRangeSchema.parse(['2024-01-01 00:00:00', '2024-01-31 23:59:59'])).toEqual([
      new Date(2024, 0, 1, 0, 0, 0),
      new Date(2024, 0, 31, 23, 59, 59),
    ]);
    expect(dateRangeSchema.parse(['2024-01-01', '2024-01-02T00:00:00.000Z'])).toEqual([
      new Date(2024, 0, 1),
      new Date(Date.UTC(2024, 0, 2)),
    ]);
    expect(dateRangeSchema.parse(undefined)).toBeUndefined();
    expect(dateRangeSchema.parse('')).toBeUndefined();
  });

  it.each([
    ['2024-01-01'],
    ['2024-01-02', '2024-01-01'],
    ['yesterday', 'today'],
    ['2024-13-45', '2024-01-01'],
  ])('refuses %j', (...value) =>
    expect(dateRangeSchema.safeParse(value.length === 1 ? value[0] : value).success).toBe(false),
  );
});

describe('booleanQuerySchema', () => {
  it('reads true and false only', () => {
    expect(booleanQuerySchema.parse('true')).toBe(true);
    expect(booleanQuerySchema.parse('false')).toBe(false);
    expect(booleanQuerySchema.parse(undefined)).toBeUndefined();
    expect(booleanQuerySchema.safeParse('yes').success).toBe(false);
  });
});
