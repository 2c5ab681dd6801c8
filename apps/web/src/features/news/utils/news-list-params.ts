import type { NewsListParams } from '../api/get-news-list';

export const NEWS_PAGE_SIZE = 10;
const KEYWORD_MAX = 50;

/** What /new shows, as kept in its URL query (`?page=&keyword=&category=`). */
export interface NewsListState {
  /** 1-based, as people count pages. */
  page: number;
  keyword: string;
  /** A `news_type` value; '' for all. */
  category: string;
}

export const DEFAULT_NEWS_LIST: NewsListState = { page: 1, keyword: '', category: '' };

/** Anything out of range in a hand-edited link falls back to that field's default. */
export function parseNewsListParams(search: URLSearchParams): NewsListState {
  const page = Number(search.get('page'));
  const category = search.get('category')?.trim() ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    keyword: (search.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    category: /^[\w-]{1,32}$/.test(category) ? category : '',
  };
}

export function toNewsListSearch(state: NewsListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.keyword) search.set('keyword', state.keyword);
  if (state.category) search.set('category', state.category);
  if (state.page !== 1) search.set('page', String(state.page));
  return search;
}

/** A new keyword or category starts again at page 1. */
export function nextNewsListState(state: NewsListState, change: Partial<NewsListState>): NewsListState {
  const filtersChanged = (['keyword', 'category'] as const).some(
    (k) => change[k] !== undefined && change[k] !== state[k],
  );
  return { ...state, ...change, page: change.page ?? (filtersChanged ? 1 : state.page) };
}

export function toNewsListQuery(state: NewsListState): NewsListParams {
  return {
    page: state.page - 1,
    size: NEWS_PAGE_SIZE,
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.category ? { category: state.category } : {}),
  };
}
