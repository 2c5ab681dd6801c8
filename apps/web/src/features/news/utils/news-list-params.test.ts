import { describe, expect, it } from 'vitest';

import {
  DEFAULT_NEWS_LIST,
  nextNewsListState,
  parseNewsListParams,
  toNewsListQuery,
  toNewsListSearch,
} from './news-list-params';

describe('/new list URL state', () => {
  it('round-trips page, keyword and category through the query', () => {
    const state = { page: 2, keyword: '智能化', category: 'policy' };
    expect(parseNewsListParams(toNewsListSearch(state))).toEqual(state);
    expect(toNewsListSearch(DEFAULT_NEWS_LIST).toString()).toBe('');
  });

  it('falls back to defaults for bad values', () => {
    expect(parseNewsListParams(new URLSearchParams('page=x&category=a%20b'))).toEqual(DEFAULT_NEWS_LIST);
  });

  it('restarts at page 1 on a new category and asks the API for a 0-based page', () => {
    const next = nextNewsListState({ page: 3, keyword: '', category: '' }, { category: 'notice' });
    expect(next).toEqual({ page: 1, keyword: '', category: 'notice' });
    expect(toNewsListQuery({ ...next, page: 2 })).toEqual({ page: 1, size: 10, category: 'notice' });
  });
});
