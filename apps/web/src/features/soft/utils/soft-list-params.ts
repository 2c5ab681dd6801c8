import type { SoftListQuery } from '@coalsim/contract';

import type { SoftListParams } from '../api/get-soft-list';

export type SoftSort = SoftListQuery['sort'];

/** The contract's SOFT_SORTS, restated so this first-load module needs no runtime contract import;
 * the record type makes the compiler flag a sort added to or removed from the contract. */
const SORTS: Record<SoftSort, true> = { newest: true, views: true, likes: true };

export const SOFT_PAGE_SIZE = 12;
const KEYWORD_MAX = 50;

/** What the /soft list shows, as kept in its URL query so a refresh or a shared link shows the same. */
export interface SoftListState {
  /** 1-based, as people count pages. */
  page: number;
  keyword: string;
  /** A `soft_category` value; '' for all. */
  category: string;
  sort: SoftSort;
}

export const DEFAULT_SOFT_LIST: SoftListState = { page: 1, keyword: '', category: '', sort: 'newest' };

function isSort(value: string | null): value is SoftSort {
  return value !== null && Object.hasOwn(SORTS, value);
}

/**
 * Reads the state from `?page=&keyword=&category=&sort=`. Hand-edited or stale links never break
 * the page: anything out of range falls back to the default of that field.
 */
export function parseSoftListParams(search: URLSearchParams): SoftListState {
  const page = Number(search.get('page'));
  const category = search.get('category')?.trim() ?? '';
  const sort = search.get('sort');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    keyword: (search.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    category: /^[\w-]{1,32}$/.test(category) ? category : '',
    sort: isSort(sort) ? sort : 'newest',
  };
}

/** The query string for a state; defaults are left out so the plain /soft link stays plain. */
export function toSoftListSearch(state: SoftListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.keyword) search.set('keyword', state.keyword);
  if (state.category) search.set('category', state.category);
  if (state.sort !== DEFAULT_SOFT_LIST.sort) search.set('sort', state.sort);
  if (state.page !== 1) search.set('page', String(state.page));
  return search;
}

/** A change of filter starts again at page 1; a change of page keeps the filters. */
export function nextSoftListState(state: SoftListState, change: Partial<SoftListState>): SoftListState {
  const filtersChanged = (['keyword', 'category', 'sort'] as const).some(
    (k) => change[k] !== undefined && change[k] !== state[k],
  );
  return { ...state, ...change, page: change.page ?? (filtersChanged ? 1 : state.page) };
}

/** The API's query: 0-based page, fixed size, empty filters omitted. */
export function toSoftListQuery(state: SoftListState): SoftListParams {
  return {
    page: state.page - 1,
    size: SOFT_PAGE_SIZE,
    sort: state.sort,
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.category ? { category: state.category } : {}),
  };
}
