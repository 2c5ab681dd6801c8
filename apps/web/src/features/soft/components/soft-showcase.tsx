import { softListQueryOptions, useSoftList } from '../api/get-soft-list';
import type { SoftSort } from '../utils/soft-list-params';
import { SoftGrid } from './soft-grid';

/** The showcase's query, for a page that wants its data on the way before the showcase renders. */
export function softShowcaseQuery(sort: SoftSort, limit: number) {
  return softListQueryOptions({ page: 0, size: limit, sort });
}

/** A short list of published software for the portal home (most viewed, newest…). */
export function SoftShowcase({ sort, limit }: { sort: SoftSort; limit: number }) {
  const { data, isError } = useSoftList({ page: 0, size: limit, sort });
  if (isError) return <p role="alert">软件列表暂时无法加载，请稍后刷新重试。</p>;
  return <SoftGrid items={data?.content} skeletons={limit} phoneLimit />;
}
