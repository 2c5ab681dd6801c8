import { describe, expect, it } from 'vitest';

import {
  DEFAULT_SOFT_LIST,
  nextSoftListState,
  parseSoftListParams,
  toSoftListQuery,
  toSoftListSearch,
} from './soft-list-params';

const parse = (query: string) => parseSoftListParams(new URLSearchParams(query));

describe('/soft list URL state', () => {
  it('reads page, keyword, category and sort from the query', () => {
    expect(parse('page=3&keyword=%E9%80%9A%E9%A3%8E&category=ventilation&sort=likes')).toEqual({
      page: 3,
      keyword: '通风',
      category: 'ventilation',
      sort: 'likes',
    });
  });

  it('falls back to the defaults for a missing or bad value', () => {
    expect(parse('')).toEqual(DEFAULT_SOFT_LIST);
    expect(parse('page=0&sort=random&category=%3Cscript%3E')).toEqual(DEFAULT_SOFT_LIST);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse(`keyword=${'煤'.repeat(80)}`).keyword).toHaveLength(50);
    expect(parse('keyword=%20%20').keyword).toBe('');
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(toSoftListSearch(DEFAULT_SOFT_LIST).toString()).toBe('');
    const state = { page: 2, keyword: '掘进 机', category: 'tunneling', sort: 'views' as const };
    const search = toSoftListSearch(state);
    expect(search.toString()).toBe(
      'keyword=%E6%8E%98%E8%BF%9B+%E6%9C%BA&category=tunneling&sort=views&page=2',
    );
    expect(parseSoftListParams(search)).toEqual(state);
  });

  it('goes back to page 1 when a filter changes, and keeps the filters when paging', () => {
    const state = { page: 4, keyword: '支架', category: 'mining', sort: 'views' as const };
    expect(nextSoftListState(state, { category: 'rescue' })).toEqual({
      ...state,
      category: 'rescue',
      page: 1,
    });
    expect(nextSoftListState(state, { sort: 'views' })).toEqual(state);
    expect(nextSoftListState(state, { page: 5 })).toEqual({ ...state, page: 5 });
  });

  it('asks the API for a 0-based page of 12 without empty filters', () => {
    expect(toSoftListQuery(DEFAULT_SOFT_LIST)).toEqual({ page: 0, size: 12, sort: 'newest' });
    expect(toSoftListQuery({ page: 2, keyword: 'VR', category: 'safety', sort: 'likes' })).toEqual({
      page: 1,
      size: 12,
      sort: 'likes',
      keyword: 'VR',
      category: 'safety',
    });
  });
});
