import { useDraft } from './use-draft';
import type { FilterChange, UrlTableState } from './use-url-table-state';

/**
 * The 搜索/重置 half of an admin list's toolbar: the keyword box's draft (`blurry`), committed to
 * the URL by 搜索 or Enter together with any other filter, and 重置 back to no filters. Every
 * change of what is listed first calls `onChange` (a page clears its ticked rows there).
 */
export function useListSearch<F extends string>(
  table: UrlTableState<F | 'blurry'>,
  { refetch, onChange }: { refetch: () => unknown; onChange?: () => void },
) {
  const [blurry, setBlurry] = useDraft(table.filters.blurry[0] ?? '');
  const search = () => {
    onChange?.();
    table.setFilters({ blurry } as FilterChange<F | 'blurry'>);
    // Searching the same again means "look again".
    if (blurry.trim() === (table.filters.blurry[0] ?? '')) void refetch();
  };
  /** Another filter changed (a select, a date range): committed at once, with the typed keyword. */
  const change = (filters: FilterChange<F | 'blurry'>) => {
    onChange?.();
    table.setFilters({ blurry, ...filters });
  };
  const reset = () => {
    onChange?.();
    table.reset();
  };
  return { blurry, setBlurry, search, change, reset };
}

/** A list's filter bar: the URL's filters, and useListSearch's keyword draft, 搜索 and changes. */
export interface ListFilterProps<F extends string> {
  filters: Record<F, string[]>;
  search: {
    blurry: string;
    setBlurry: (value: string) => void;
    /** Enter in the keyword box: search with everything as typed. */
    search: () => void;
    /** Choices apply at once, as in every list's toolbar. */
    change: (change: FilterChange<F>) => void;
  };
}
